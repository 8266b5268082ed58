# Format specs after the field name apply as format() does.
print('{:d} {:x} {:#o} {:b} {:,} {:_x} {:c}'.format(42, 255, 8, 5, 1234567, 65535, 97))
print('{:.2f} {:e} {:g} {:%} {:.1%} {:+.3}'.format(3.14159, 1234.5, 0.00001, 0.25, 1/3, 2.0))
print('{:>8} {:<8}| {:^8} {:08.3f}'.format('r', 'l', 'c', -3.14159))
print('{0:>5}|{0:<5}|{0:^5}|{0:=+5}'.format(42))
