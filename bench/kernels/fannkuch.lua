-- bench: numeric
-- Fannkuch-redux: permutations of small int lists, element swaps/reversals.
-- Lua port of fannkuch.py; the Python list index i is the Lua index i + 1.

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function fannkuch(n)
  local perm1 = {}
  local count = {}
  local perm = {}
  local i = 0
  while i < n do
    perm1[i + 1] = i
    count[i + 1] = 0
    perm[i + 1] = 0
    i = i + 1
  end
  local max_flips = 0
  local checksum = 0
  local perm_count = 0
  local r = n
  while true do
    while r ~= 1 do
      count[r] = r -- count[r - 1] in Python
      r = r - 1
    end
    i = 0
    while i < n do
      perm[i + 1] = perm1[i + 1]
      i = i + 1
    end
    local flips = 0
    local k = perm[1]
    while k ~= 0 do
      -- reverse perm[0..k]
      local lo = 0
      local hi = k
      while lo < hi do
        local t = perm[lo + 1]
        perm[lo + 1] = perm[hi + 1]
        perm[hi + 1] = t
        lo = lo + 1
        hi = hi - 1
      end
      flips = flips + 1
      k = perm[1]
    end
    if flips > max_flips then
      max_flips = flips
    end
    if perm_count % 2 == 0 then
      checksum = checksum + flips
    else
      checksum = checksum - flips
    end
    -- next permutation
    while true do
      if r == n then
        return { checksum, max_flips }
      end
      local perm0 = perm1[1]
      i = 0
      while i < r do
        perm1[i + 1] = perm1[i + 2]
        i = i + 1
      end
      perm1[r + 1] = perm0
      count[r + 1] = count[r + 1] - 1
      if count[r + 1] > 0 then
        break
      end
      r = r + 1
    end
    perm_count = perm_count + 1
  end
end

local function main()
  local n = 8
  local rounds = 15 -- bench:rounds
  local checksum = 0
  local max_flips = 0
  local r = 0
  while r < rounds do
    local res = fannkuch(n)
    checksum = checksum + res[1]
    max_flips = math.max(max_flips, res[2])
    r = r + 1
  end
  out("fannkuch", n, rounds, checksum, max_flips)
end

main()
