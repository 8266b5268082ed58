# float methods: hex, is_integer, as_integer_ratio, conjugate, real, imag
for x in [0.0, -0.0, 1.0, -2.5, 0.1, 5e-324, 1.7976931348623157e308, float('inf'), float('-inf'), float('nan'), 2.2250738585072014e-308, 1e-310, 1e300, -123.456, 2.0**60, 3.0, 0.5]:
    print(x.hex(), x.is_integer(), x.conjugate(), x.real, x.imag, float.fromhex(x.hex()) == x or x != x)
    try: print(x.as_integer_ratio())
    except Exception as e: print(type(e).__name__, e)
print(int.bit_length(5), float.hex(2.0), int.conjugate(True), float.is_integer(2.0))
for bad in (lambda: (5).bit_length(1), lambda: int.bit_length(1.5), lambda: float.hex(1), lambda: (1.5).is_integer(2),
            lambda: (3).bit_count(x=1), lambda: float.fromhex(), lambda: float.fromhex("1", "2")):
    try: bad()
    except TypeError as e: print("TypeError:", e)
print(hasattr(1, "is_integer"), hasattr(1.0, "is_integer"))
