# expect: NotImplementedError: 'except*' is not supported by kiln yet
try:
    pass
except* ValueError:
    pass
