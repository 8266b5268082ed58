-- bench: numeric
-- Spectral norm: a small function called many times in nested loops.
-- Lua port of spectral_norm.py; the Python list index i is the Lua index i + 1.

local floor = math.floor

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function eval_a(i, j)
  local ij = i + j
  return 1.0 / (floor(ij * (ij + 1) / 2) + i + 1)
end

local function mul_av(n, v)
  local av = {}
  local i = 0
  while i < n do
    local s = 0.0
    local j = 0
    while j < n do
      s = s + eval_a(i, j) * v[j + 1]
      j = j + 1
    end
    av[i + 1] = s
    i = i + 1
  end
  return av
end

local function mul_atv(n, v)
  local atv = {}
  local i = 0
  while i < n do
    local s = 0.0
    local j = 0
    while j < n do
      s = s + eval_a(j, i) * v[j + 1]
      j = j + 1
    end
    atv[i + 1] = s
    i = i + 1
  end
  return atv
end

local function mul_atav(n, v)
  return mul_atv(n, mul_av(n, v))
end

local function spectral_norm(n)
  local u = {}
  local i = 0
  while i < n do
    u[i + 1] = 1.0
    i = i + 1
  end
  local v = u
  local k = 0
  while k < 10 do
    v = mul_atav(n, u)
    u = mul_atav(n, v)
    k = k + 1
  end
  local vbv = 0.0
  local vv = 0.0
  i = 0
  while i < n do
    vbv = vbv + u[i + 1] * v[i + 1]
    vv = vv + v[i + 1] * v[i + 1]
    i = i + 1
  end
  return (vbv / vv) ^ 0.5
end

local function main()
  local n = 350
  local rounds = 1 -- bench:rounds
  local total = 0
  local r = 0
  while r < rounds do
    total = total + floor(spectral_norm(n) * 1000000000.0)
    r = r + 1
  end
  out("spectral_norm", n, rounds, total)
end

main()
