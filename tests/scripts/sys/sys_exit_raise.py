# raise SystemExit with several arguments: their tuple is printed, status 1.
print('raising')
raise SystemExit(2, 'two')
