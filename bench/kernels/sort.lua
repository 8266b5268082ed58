-- Sorting: list building, sorting with and without a key.
-- Lua port of sort.py. table.sort is not stable, so the key sorts sort
-- indices by (key, index): the order Python's stable sort gives.

local floor = math.floor

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function make_data(n, seed)
  local data = {}
  local x = seed
  local i = 0
  while i < n do
    x = (x * 1664525 + 1013904223) % 2147483648
    data[#data + 1] = floor(x / 16)
    i = i + 1
  end
  return data
end

local function last_digits(v)
  return v % 1000
end

local function neg(v)
  return -v
end

local function checksum(items)
  local h = 0
  for _, v in ipairs(items) do
    h = (h * 31 + v) % 1000000007
  end
  return h
end

local function copy(t)
  local c = {}
  for i = 1, #t do
    c[i] = t[i]
  end
  return c
end

-- sorted(data, key=key): decorate with the keys, sort indices stably.
local function sorted_by(data, key)
  local n = #data
  local keys = {}
  local idx = {}
  for i = 1, n do
    keys[i] = key(data[i])
    idx[i] = i
  end
  table.sort(idx, function(i, j)
    local ki, kj = keys[i], keys[j]
    if ki ~= kj then
      return ki < kj
    end
    return i < j
  end)
  local res = {}
  for i = 1, n do
    res[i] = data[idx[i]]
  end
  return res
end

local function greater(x, y)
  return x > y
end

local function pair_less(p, q)
  if p[1] ~= q[1] then
    return p[1] < q[1]
  end
  return p[2] < q[2]
end

local function main()
  local n = 60000
  local rounds = 4 -- bench:rounds
  local total = 0
  local r = 0
  while r < rounds do
    local data = make_data(n, 42 + r)
    local a = copy(data)
    table.sort(a)
    local b = sorted_by(data, last_digits)
    local c = copy(data)
    table.sort(c, greater)
    local d = sorted_by(data, neg)
    local strs = {}
    for _, v in ipairs(data) do
      strs[#strs + 1] = tostring(v % 100000)
    end
    table.sort(strs)
    local pairs_ = {}
    for _, v in ipairs(data) do
      pairs_[#pairs_ + 1] = { v % 100, v }
    end
    table.sort(pairs_, pair_less)
    local ph = 0
    for _, p in ipairs(pairs_) do
      ph = (ph * 7 + p[1] * 3 + p[2]) % 1000000007
    end
    total = (total + checksum(a) + 3 * checksum(b) + 5 * checksum(c)
             + 7 * checksum(d) + 11 * #(strs[1] .. strs[n]) + ph) % 1000000007
    r = r + 1
  end
  out("sort", n, rounds, total)
end

main()
