-- bench: numeric
-- Sieve of Eratosthenes: list of bools, indexed stores, while loops.
-- Lua port of sieve.py; the Python list index i is the Lua index i + 1.

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function sieve(limit)
  local flags = {}
  local i = 0
  while i <= limit do
    flags[i + 1] = true
    i = i + 1
  end
  flags[1] = false
  flags[2] = false
  local p = 2
  while p * p <= limit do
    if flags[p + 1] then
      local m = p * p
      while m <= limit do
        flags[m + 1] = false
        m = m + p
      end
    end
    p = p + 1
  end
  local count = 0
  local total = 0
  i = 0
  while i <= limit do
    if flags[i + 1] then
      count = count + 1
      total = total + i
    end
    i = i + 1
  end
  return { count, total }
end

local function main()
  local limit = 300000
  local rounds = 20 -- bench:rounds
  local count = 0
  local total = 0
  local r = 0
  while r < rounds do
    local res = sieve(limit + r)
    count = count + res[1]
    total = total + res[2]
    r = r + 1
  end
  out("sieve", limit, rounds, count, total)
end

main()
