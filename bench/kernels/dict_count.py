# Dictionary counting: dict.get / setitem with str and int keys.


def make_words(n):
    syll = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "zu"]
    words = []
    i = 0
    while i < n:
        a = syll[i % 10]
        b = syll[(i // 10) % 10]
        c = syll[(i // 100) % 10]
        words.append(a + b + c)
        i += 1
    return words


def main():
    vocab = make_words(1000)
    n = 1200000
    rounds = 1  # bench:rounds
    word_counts = {}
    int_counts = {}
    x = 7
    r = 0
    while r < rounds:
        i = 0
        while i < n:
            x = (x * 1664525 + 1013904223) % 2147483648
            w = vocab[(x // 65536) % 1000]
            word_counts[w] = word_counts.get(w, 0) + 1
            k = (x // 256) % 5003
            if k in int_counts:
                int_counts[k] += 1
            else:
                int_counts[k] = 1
            i += 1
        r += 1
    best_word = ""
    best = -1
    for w in sorted(word_counts.keys()):
        c = word_counts[w]
        if c > best:
            best = c
            best_word = w
    h = 0
    for k, v in int_counts.items():
        h = (h + k * v) % 1000000007
    print("dict_count", n, rounds, len(word_counts), len(int_counts), best_word, best, h)


main()
