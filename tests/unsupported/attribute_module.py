# expect: NotImplementedError: time.strftime is not supported by kiln yet
import time

print(time.strftime("%Y"))
