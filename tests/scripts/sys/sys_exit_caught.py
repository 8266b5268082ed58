# SystemExit is an exception like others: caught, its code and args.
import sys

for args in [(), (None,), (0,), (3,), ('msg',), (True,), ([1, 2],)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(args, repr(e.code), e.args, isinstance(e, BaseException), isinstance(e, Exception))
try:
    raise SystemExit(1, 2)
except SystemExit as e:
    print(e.code, e.args)
try:
    sys.exit(1, 2)
except TypeError as e:
    print('TypeError', e)
try:
    try:
        sys.exit(5)
    except Exception:
        print('not an Exception')
except BaseException as e:
    print('BaseException', type(e).__name__, e.code)
