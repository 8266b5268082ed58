# sys.exit(3): status 3, nothing on stderr; finally blocks run first.
import sys

print('before')
try:
    sys.exit(3)
finally:
    print('finally runs')
print('never')
