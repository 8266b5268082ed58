# The clocks: types, monotonicity, sleep, and argument errors.
import time

t0 = time.perf_counter()
m0 = time.monotonic()
n0 = time.perf_counter_ns()
time.sleep(0.05)
time.sleep(0)
time.sleep(True and 0.01)
dt = time.perf_counter() - t0
print(dt >= 0.06, dt < 10, time.monotonic() - m0 >= 0.06, time.perf_counter_ns() - n0 >= 60000000)
for f in [time.time, time.monotonic, time.perf_counter, time.process_time]:
    print(f.__name__, type(f()).__name__, f() >= 0)
for f in [time.time_ns, time.monotonic_ns, time.perf_counter_ns, time.process_time_ns]:
    print(f.__name__, type(f()).__name__, f() >= 0)
print(abs(time.time() - time.time_ns() / 1e9) < 1, time.time() > 1.6e9)
print(abs(time.monotonic() - time.monotonic_ns() / 1e9) < 1)
a = time.monotonic_ns()
b = time.monotonic_ns()
print(b >= a)
# CPU time: a busy loop uses some.
p0 = time.process_time()
total = 0
for i in range(300000):
    total += i
print(time.process_time() >= p0, total)
for bad in [lambda: time.sleep(-1), lambda: time.sleep('1'), lambda: time.sleep(), lambda: time.time(1),
            lambda: time.perf_counter_ns(2), lambda: time.sleep(float('nan'))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
