# printf-style and format() output through the ASCII fast paths and the
# general ones: non-ASCII formats, fills and arguments, widths, zero
# padding with and without grouping.
print("é%5sà|%-4s|%c%c" % ("ü", "ab", 233, "€"))
print("%(a)s-%(b)05d-é" % {"a": "ñ", "b": 42})
print("%05d|%-8s|%8.3f|%+d|% d|%#x|%#o|%x" % (7, "x", 1/7, 5, 5, 255, 8, -255))
print("%s" % "日本語テキスト", "%10s|" % "日本", "%-10s|" % "日本", "%.2s" % "日本語")
print("{:>6}:{:<4}:{:.2e}:{:08.3f}:{:+,}:{:_x}:{:*^9}".format(1, 2, 3.5, -2.25, 1234567, 65535, "é"))
print(format(123, "010"), format(-123, "010"), format(0, "05"), format(5, ","), format(1234, "09,"))
for w in (0, 1, 3, 8):
    print("%0*d|%*s|%-*s|" % (w, -42, w, "é", w, "ab"), format(-42, "0%d" % w if w else "d"), format(7, "0%d," % (w + 1)))
print("[%3c|%-3c|%5.1s|%-6.2s|%05s]" % (233, "x", "éa", "日本語", "ab"))
print("[%x|%X|%#X|%o|%5d|%-5d|%+.3d|%e|%G]" % (-255, 255, 255, -8, -3, 3, 7, 12345.678, 1e-20))
print("[%s|%r|%a]" % ("é\n", "é\n", "é\n"))
