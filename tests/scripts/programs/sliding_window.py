# Sliding windows over a stream with deque(maxlen=): moving averages, the
# window maximum with a monotonic deque, and a rate limiter.
from collections import deque

stream = []
x = 5
for i in range(5000):
    x = (x * 22695477 + 1) % (1 << 32)
    stream.append((x >> 16) % 1000)

window = deque(maxlen=50)
total = 0
averages = []
for v in stream:
    if len(window) == window.maxlen:
        total -= window[0]
    window.append(v)
    total += v
    if len(window) == window.maxlen:
        averages.append(total / len(window))
print(len(averages), round(min(averages), 2), round(max(averages), 2), round(averages[-1], 2), window.maxlen)
print(list(window)[:5], window[-1] == stream[-1])


def window_max(values, k):
    dq = deque()  # indexes, their values decreasing
    out = []
    for i, v in enumerate(values):
        while dq and values[dq[-1]] <= v:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(values[dq[0]])
    return out


wm = window_max(stream, 30)
print(len(wm), wm[:8], sum(wm))
print(wm == [max(stream[i:i + 30]) for i in range(len(stream) - 29)])

# a rate limiter: at most 5 events in any 100 ticks
recent = deque()
accepted = 0
for t in range(0, 3000, 7):
    while recent and recent[0] <= t - 100:
        recent.popleft()
    if len(recent) < 5:
        recent.append(t)
        accepted += 1
print(accepted, recent)
last = deque("abcdef", maxlen=3)
last.extend("gh")
print(last, "".join(last))
