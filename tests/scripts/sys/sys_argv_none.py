# sys.argv with no arguments after the script.
import sys

print(sys.argv)
