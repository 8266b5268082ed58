# sys.argv: the script as given, then its arguments (see sys_argv.py.args).
import sys

print(sys.argv)
print(len(sys.argv), type(sys.argv).__name__, sys.argv[0])
