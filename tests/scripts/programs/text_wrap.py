# Greedy word wrapping and justification.
TEXT = ('Python is an interpreted high-level general-purpose programming language. '
        'Its design philosophy emphasizes code readability with the use of significant '
        'indentation. Its language constructs as well as its object-oriented approach aim '
        'to help programmers write clear, logical code for small and large-scale projects.')

def wrap(text, width):
    lines = []
    current = []
    length = 0
    for word in text.split():
        extra = len(word) if not current else len(word) + 1
        if length + extra > width and current:
            lines.append(current)
            current = [word]
            length = len(word)
        else:
            current.append(word)
            length += extra
    if current:
        lines.append(current)
    return lines

def justify(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - len(''.join(words))
    out = ''
    for i in range(gaps):
        n = spaces // gaps + (1 if i < spaces % gaps else 0)
        out += words[i] + ' ' * n
    return out + words[-1]

for width in (30, 45):
    print('=' * width)
    lines = wrap(TEXT, width)
    for i in range(len(lines)):
        if i == len(lines) - 1:
            print(' '.join(lines[i]).ljust(width) + '|')
        else:
            print(justify(lines[i], width) + '|')
    print('lines:', len(lines))
print('|' + 'centered'.center(20) + '|' + 'right'.rjust(9) + '|')
