-- bench: numeric
-- Nested integer loops with arithmetic: loop overhead, int ops, modulo.
-- Lua port of nested_loop.py. Python's `^` is xor: bit.bxor under LuaJIT,
-- the `~` operator under Lua 5.4 (compiled through load() so that LuaJIT,
-- which cannot parse it, never sees it).

local bxor = (bit and bit.bxor) or load("return function(a, b) return a ~ b end")()

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function main()
  local n = 700
  local rounds = 1 -- bench:rounds
  local total = 0
  local r = 0
  while r < rounds do
    for i = 0, n - 1 do
      for j = 0, n - 1 do
        local k = 0
        while k < 30 do
          total = (total + i * j - k * 3 + bxor(i, k)) % 1000000007
          k = k + 1
        end
      end
    end
    r = r + 1
  end
  out("nested_loop", n, rounds, total)
end

main()
