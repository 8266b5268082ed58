def classify(thunk):
    try:
        thunk()
    except ZeroDivisionError:
        return "zero"
    except (KeyError, IndexError) as e:
        return "lookup " + type(e).__name__
    except ValueError:
        return "value"
    except Exception as e:
        return "other " + type(e).__name__
    return "none"
print(classify(lambda: 1 // 0))
print(classify(lambda: {}["a"]))
print(classify(lambda: [][0]))
print(classify(lambda: int("x")))
print(classify(lambda: None + 1))
print(classify(lambda: 5))
