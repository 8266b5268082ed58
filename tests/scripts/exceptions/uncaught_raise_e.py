try:
    1 / 0
except ZeroDivisionError as e:
    err = e
raise err
