# expect: NotImplementedError: BlockingIOError() with a characters_written argument is not supported by kiln yet
# CPython takes a number as BlockingIOError's third argument for its characters_written.
print(BlockingIOError(11, "Resource temporarily unavailable", "name.txt"))
BlockingIOError(11, "Resource temporarily unavailable", 5)
