-- bench: numeric
-- Mandelbrot set: tight float loop with an early exit.
-- Lua port of mandelbrot.py.

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function mandel(cr, ci, max_iter)
  local zr = 0.0
  local zi = 0.0
  local i = 0
  while i < max_iter do
    local zr2 = zr * zr
    local zi2 = zi * zi
    if zr2 + zi2 > 4.0 then
      return i
    end
    zi = 2.0 * zr * zi + ci
    zr = zr2 - zi2 + cr
    i = i + 1
  end
  return max_iter
end

local function main()
  local width = 640
  local height = 480
  local max_iter = 100
  local rounds = 1 -- bench:rounds
  local inside = 0
  local iters = 0
  local r = 0
  while r < rounds do
    local y = 0
    while y < height do
      local ci = -1.2 + 2.4 * y / height
      local x = 0
      while x < width do
        local cr = -2.1 + 3.0 * x / width
        local it = mandel(cr, ci, max_iter)
        if it == max_iter then
          inside = inside + 1
        end
        iters = iters + it
        x = x + 1
      end
      y = y + 1
    end
    r = r + 1
  end
  out("mandelbrot", width, height, max_iter, rounds, inside, iters)
end

main()
