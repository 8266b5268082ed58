-- bench: generators
-- Generator pipelines: a source generator, a transforming stage, a filtering
-- stage and one that yields pairs the consuming loop unpacks; a generator
-- expression summed and one joined with ' '.
-- Lua port of generators.py: each generator and generator expression is a
-- coroutine.wrap iterator (it ends by returning nothing, which stops the
-- for loop); sum() is a loop over one, ' '.join() a table.concat of one.

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local wrap, yield = coroutine.wrap, coroutine.yield

local function numbers(n, seed)
  return wrap(function()
    local x = seed
    local i = 0
    while i < n do
      x = (x * 1664525 + 1013904223) % 2147483648
      yield(x)
      i = i + 1
    end
  end)
end

local function scaled(xs)
  return wrap(function()
    for x in xs do
      yield(x * 3 % 1000)
    end
  end)
end

local function kept(xs)
  return wrap(function()
    for x in xs do
      if x % 3 ~= 0 then
        yield(x)
      end
    end
  end)
end

local function numbered(xs)
  return wrap(function()
    local i = 0
    for x in xs do
      yield(i, x)
      i = i + 1
    end
  end)
end

local function one_pass(n, seed)
  local total = 0
  for i, x in numbered(kept(scaled(numbers(n, seed)))) do
    total = total + (i % 7 + 1) * x
  end
  local squares = 0
  for sq in wrap(function()
    for x in scaled(numbers(n, seed + 1)) do yield(x * x) end
  end) do
    squares = squares + sq
  end
  local parts = {}
  for s in wrap(function()
    for x in kept(numbers(math.floor(n / 4), seed + 2)) do yield(tostring(x)) end
  end) do
    parts[#parts + 1] = s
  end
  local text = table.concat(parts, " ")
  return total + squares + #text
end

local function main()
  local n = 5000
  local passes = 300
  local rounds = 1 -- bench:rounds
  local total = 0
  local r = 0
  while r < rounds do
    local p = 0
    while p < passes do
      total = (total + one_pass(n, p) + p) % 1000000007
      p = p + 1
    end
    r = r + 1
  end
  out("generators", n, passes, rounds, total)
end

main()
