# A small tokenizer and recursive-descent evaluator for arithmetic.
def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == '.':
            start = i
            while i < len(src) and (src[i].isdigit() or src[i] == '.'):
                i += 1
            text = src[start:i]
            if '.' in text:
                tokens.append(('num', float(text)))
            else:
                tokens.append(('num', int(text)))
        elif ch.isalpha() or ch == '_':
            start = i
            while i < len(src) and (src[i].isalpha() or src[i].isdigit() or src[i] == '_'):
                i += 1
            tokens.append(('name', src[start:i]))
        elif src[i:i + 2] == '**':
            tokens.append(('op', '**'))
            i += 2
        elif ch in '+-*/()%':
            tokens.append(('op', ch))
            i += 1
        else:
            tokens.append(('error', ch))
            i += 1
    return tokens

def evaluate(tokens, env):
    pos = [0]
    def peek():
        return tokens[pos[0]] if pos[0] < len(tokens) else ('end', None)
    def advance():
        tok = peek()
        pos[0] += 1
        return tok
    def atom():
        kind, val = advance()
        if kind == 'num':
            return val
        if kind == 'name':
            return env[val]
        if val == '(':
            v = expr()
            advance()
            return v
        if val == '-':
            return -power()
        return None
    def power():
        base = atom()
        if peek() == ('op', '**'):
            advance()
            return base ** power()
        return base
    def term():
        v = power()
        while peek()[1] in ('*', '/', '%'):
            op = advance()[1]
            rhs = power()
            v = v * rhs if op == '*' else v / rhs if op == '/' else v % rhs
        return v
    def expr():
        v = term()
        while peek()[1] in ('+', '-'):
            op = advance()[1]
            v = v + term() if op == '+' else v - term()
        return v
    return expr()

print(tokenize('x1 = 3.5 * (y_2 + 42) ** 2 $'))
env = {'x': 3, 'y': 4, 'pi': 3.14159}
for src in ['1 + 2 * 3', '(1 + 2) * 3', '2 ** 3 ** 2', '-2 ** 2', '10 / 4', '17 % 5 - 1',
            'x * x + y * y', 'pi * 2', '2 * (3 + (4 - 1)) / 3', '1.5 + .5']:
    print(src.ljust(24), '=>', evaluate(tokenize(src), env))
