-- Everyday loops: enumerate(), zip(), a dict filled with get() and read
-- with items(), max()/min()/abs() of ints, a list comprehension and sum().
-- Lua port of idioms.py: enumerate and zip are index loops, the dict is a
-- table (pairs() order differs; the sum over it does not depend on it),
-- Lua's % is a floor modulo like Python's.

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function make(n, seed)
  local xs = {}
  local x = seed
  for i = 1, n do
    x = (x * 1664525 + 1013904223) % 2147483648
    xs[i] = x % 2001 - 1000
  end
  return xs
end

local max, min, abs = math.max, math.min, math.abs

local function one_pass(xs, ys)
  local total = 0
  for i = 1, #xs do
    total = total + ((i - 1) * xs[i]) % 7
  end
  local hi = -1000000000
  local lo = 1000000000
  local spread = 0
  local n = math.min(#xs, #ys)
  for i = 1, n do
    local a, b = xs[i], ys[i]
    hi = max(hi, a * b)
    lo = min(lo, a - b)
    spread = spread + abs(a - b)
  end
  local counts = {}
  for i = 1, #xs do
    local k = xs[i] % 97
    counts[k] = (counts[k] or 0) + 1
  end
  for k, v in pairs(counts) do
    total = total + k * v
  end
  local squares = {}
  for i = 1, #ys do
    squares[i] = ys[i] * ys[i]
  end
  local s = 0
  for i = 1, #squares do
    s = s + squares[i]
  end
  return total + hi - lo + spread + s
end

local function main()
  local n = 5000
  local passes = 400
  local rounds = 1 -- bench:rounds
  local xs = make(n, 7)
  local ys = make(n, 11)
  local total = 0
  local r = 0
  while r < rounds do
    local p = 0
    while p < passes do
      total = (total + one_pass(xs, ys) + p) % 1000000007
      p = p + 1
    end
    r = r + 1
  end
  out("idioms", n, passes, rounds, total)
end

main()
