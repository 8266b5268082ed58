-- bench: objects
-- Binary search tree of class instances: an iterative insert (a while loop
-- down the tree), then recursive walks: height, size, an in-order walk into
-- a list and a sum with an accumulator.
-- Lua port of tree.py: a Node is a table with fields key, left, right (nil
-- for None); the list of keys is a table filled with keys[#keys + 1].

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local max = math.max

local function new_node(key)
  return { key = key, left = nil, right = nil }
end

local function insert(root, key)
  local node = new_node(key)
  if root == nil then
    return node
  end
  local cur = root
  while true do
    if key < cur.key then
      if cur.left == nil then
        cur.left = node
        return root
      end
      cur = cur.left
    else
      if cur.right == nil then
        cur.right = node
        return root
      end
      cur = cur.right
    end
  end
end

local function height(n)
  if n == nil then
    return 0
  end
  return 1 + max(height(n.left), height(n.right))
end

local function size(n)
  if n == nil then
    return 0
  end
  return 1 + size(n.left) + size(n.right)
end

local function inorder(n, keys)
  if n ~= nil then
    inorder(n.left, keys)
    keys[#keys + 1] = n.key
    inorder(n.right, keys)
  end
end

local function key_sum(n, acc)
  if n == nil then
    return acc
  end
  acc = key_sum(n.left, acc + n.key)
  return key_sum(n.right, acc)
end

local function build(n, seed)
  local root = nil
  local x = seed
  local i = 0
  while i < n do
    x = (x * 1664525 + 1013904223) % 2147483648
    root = insert(root, x % 1000000)
    i = i + 1
  end
  return root
end

local function one_pass(n, seed)
  local root = build(n, seed)
  local keys = {}
  inorder(root, keys)
  local ordered = 0
  local mixed = 0
  local prev = -1
  for _, k in ipairs(keys) do
    if prev <= k then
      ordered = ordered + 1
    end
    mixed = (mixed * 31 + k) % 1000000007
    prev = k
  end
  return height(root) * 1000003 + size(root) * 1009 + ordered + mixed + key_sum(root, 0)
end

local function main()
  local n = 10000
  local passes = 45
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
  out("tree", n, passes, rounds, total)
end

main()
