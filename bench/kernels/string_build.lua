-- String building: concatenation, tostring, table.concat, split, #.
-- Lua port of string_build.py; split() is written out (Lua has none).

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function split(s, sep)
  local parts = {}
  local start = 1
  while true do
    local i = string.find(s, sep, start, true)
    if not i then
      parts[#parts + 1] = string.sub(s, start)
      return parts
    end
    parts[#parts + 1] = string.sub(s, start, i - 1)
    start = i + #sep
  end
end

local function build_line(i)
  local s = ""
  local j = 0
  while j < 8 do
    s = (s .. tostring(i * 8 + j)) .. ","
    j = j + 1
  end
  return s
end

local function work(n)
  local parts = {}
  local total_len = 0
  local i = 0
  while i < n do
    local line = build_line(i)
    total_len = total_len + #line
    parts[#parts + 1] = line
    i = i + 1
  end
  local text = table.concat(parts, "\n")
  local lines = split(text, "\n")
  local fields = 0
  local digits = 0
  for _, line in ipairs(lines) do
    local cols = split(line, ",")
    fields = fields + #cols
    for _, c in ipairs(cols) do
      digits = digits + #c
    end
  end
  local words = {}
  for _, line in ipairs(lines) do
    words[#words + 1] = split(line, ",")[4]
  end
  local joined = table.concat(words, " ")
  local back = split(joined, " ")
  local acc = ""
  local k = 0
  while k < 20000 do
    acc = acc .. "ab"
    k = k + 1
  end
  return { #text, total_len, #lines, fields, digits, #joined, #back, back[n], #acc }
end

local function main()
  local n = 100000
  local rounds = 3 -- bench:rounds
  local total = 0
  local res = {}
  local r = 0
  while r < rounds do
    res = work(n + r)
    total = total + res[1]
    r = r + 1
  end
  out("string_build", n, rounds, total, res[1], res[2], res[3], res[4],
      res[5], res[6], res[7], res[8], res[9])
end

main()
