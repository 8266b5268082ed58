-- bench: numeric
-- Monte Carlo estimate of pi with an integer LCG and an `if` in the loop.
-- Lua port of monte_carlo_pi.py. The LCG keeps every intermediate value below
-- 2^53, so LuaJIT's doubles compute it exactly; floor(x / 32768) is Python's
-- x // 32768 for these non-negative values (LuaJIT has no `//`).

local floor = math.floor

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function main()
  local n = 2400000
  local rounds = 1 -- bench:rounds
  local radius = 65536
  local r2 = radius * radius
  local x = 12345
  local inside = 0
  local r = 0
  while r < rounds do
    local i = 0
    while i < n do
      x = (x * 1664525 + 1013904223) % 2147483648
      local a = floor(x / 32768)
      x = (x * 1664525 + 1013904223) % 2147483648
      local b = floor(x / 32768)
      if a * a + b * b < r2 then
        inside = inside + 1
      end
      i = i + 1
    end
    r = r + 1
  end
  local total = n * rounds
  out("monte_carlo_pi", n, rounds, inside, floor(4000000 * inside / total))
end

main()
