# A negative code wraps modulo 256, as the operating system does.
import sys

sys.exit(-1)
