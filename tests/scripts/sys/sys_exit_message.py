# sys.exit('message'): the message on stderr, status 1.
import sys


def leave():
    print('leaving')
    sys.exit('fatal: something went wrong')


leave()
