for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
print("done")
while True:
    try:
        break
    finally:
        print("while finally")
