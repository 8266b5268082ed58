try:
    undefined_name
except:
    print("bare except caught it")
try:
    raise SystemExit
except BaseException as e:
    print("BaseException caught", type(e).__name__)
