# expect: NotImplementedError: heapq._siftdown is not supported by kiln yet
# CPython's pure-Python helpers are not in kiln's heapq.
import heapq
heapq._siftdown([1], 0, 0)
