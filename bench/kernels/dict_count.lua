-- Dictionary counting: dict.get / setitem with str and int keys.
-- Lua port of dict_count.py: the dicts are Lua tables.

local floor = math.floor

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function make_words(n)
  local syll = { "ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "zu" }
  local words = {}
  local i = 0
  while i < n do
    local a = syll[i % 10 + 1]
    local b = syll[floor(i / 10) % 10 + 1]
    local c = syll[floor(i / 100) % 10 + 1]
    words[#words + 1] = a .. b .. c
    i = i + 1
  end
  return words
end

local function main()
  local vocab = make_words(1000)
  local n = 1200000
  local rounds = 1 -- bench:rounds
  local word_counts = {}
  local int_counts = {}
  local x = 7
  local r = 0
  while r < rounds do
    local i = 0
    while i < n do
      x = (x * 1664525 + 1013904223) % 2147483648
      local w = vocab[floor(x / 65536) % 1000 + 1]
      word_counts[w] = (word_counts[w] or 0) + 1
      local k = floor(x / 256) % 5003
      if int_counts[k] then
        int_counts[k] = int_counts[k] + 1
      else
        int_counts[k] = 1
      end
      i = i + 1
    end
    r = r + 1
  end
  local words = {}
  for w in pairs(word_counts) do
    words[#words + 1] = w
  end
  table.sort(words)
  local best_word = ""
  local best = -1
  for _, w in ipairs(words) do
    local c = word_counts[w]
    if c > best then
      best = c
      best_word = w
    end
  end
  local h = 0
  local n_ints = 0
  for k, v in pairs(int_counts) do
    h = (h + k * v) % 1000000007
    n_ints = n_ints + 1
  end
  out("dict_count", n, rounds, #words, n_ints, best_word, best, h)
end

main()
