# sys.exit() and sys.exit(None): status 0, no traceback.
import sys

print('done')
sys.exit()
