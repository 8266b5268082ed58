pairs = [
    (ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError),
    (KeyError, LookupError), (IndexError, LookupError), (LookupError, Exception),
    (RecursionError, RuntimeError), (NotImplementedError, RuntimeError),
    (UnboundLocalError, NameError), (StopIteration, Exception),
    (KeyboardInterrupt, Exception), (KeyboardInterrupt, BaseException),
    (GeneratorExit, BaseException), (SystemExit, Exception), (Exception, BaseException),
    (MemoryError, Exception), (AssertionError, Exception), (AttributeError, Exception),
    (TypeError, ValueError),
]
for a, b in pairs:
    print(a.__name__, b.__name__, issubclass(a, b))
