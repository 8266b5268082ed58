try:
    try:
        1 / 0
    except int:
        print("never")
except TypeError as e:
    print(e)
