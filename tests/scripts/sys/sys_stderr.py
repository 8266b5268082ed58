# sys.stderr.write and print(file=sys.stderr) reach stderr (the last line
# is checked through the exit status).
import sys

print('on stdout')
print(sys.stderr.write('to stderr\n'))
print('second', 'line', file=sys.stderr)
sys.exit(4)
