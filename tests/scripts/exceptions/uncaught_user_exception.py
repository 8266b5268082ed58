class MyError(Exception):
    pass
print("before")
raise MyError("boom")
