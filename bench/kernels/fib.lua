-- bench: numeric
-- Recursive Fibonacci: function-call overhead, int add, comparisons.
-- Lua port of fib.py; runs under luajit and lua5.4 and prints the same line.

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function fib(n)
  if n < 2 then
    return n
  end
  return fib(n - 1) + fib(n - 2)
end

local function main()
  local n = 30
  local rounds = 8 -- bench:rounds
  local total = 0
  local r = 0
  while r < rounds do
    total = total + fib(n)
    r = r + 1
  end
  out("fib", n, rounds, total)
end

main()
