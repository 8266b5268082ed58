# expect: NotImplementedError: a Random's gauss_next other than None, an int or a float is not supported by kiln yet
# CPython keeps whatever setstate() gives as gauss_next (gauss() then
# computes mu + z * sigma with it); kiln keeps only numbers there.
import random

state = random.getstate()
random.setstate((state[0], state[1], 'not a number'))
print(random.gauss())
