-- bench: objects
-- Particles: method calls on objects and a new small object per step.
-- Lua port of particles.py: classes as tables with a metatable of methods.

local function out(...)
  local t = { ... }
  for i = 1, select("#", ...) do
    if type(t[i]) == "number" then t[i] = string.format("%.0f", t[i]) end
  end
  io.write(table.concat(t, " "), "\n")
end

local function trunc(x)
  if x < 0 then return math.ceil(x) end
  return math.floor(x)
end

local Vec = {}
Vec.__index = Vec

local function new_vec(x, y)
  return setmetatable({ x = x, y = y }, Vec)
end

function Vec:add(o)
  return new_vec(self.x + o.x, self.y + o.y)
end

function Vec:scale(k)
  return new_vec(self.x * k, self.y * k)
end

function Vec:dot(o)
  return self.x * o.x + self.y * o.y
end

local Particle = {}
Particle.__index = Particle

local function new_particle(pos, vel)
  return setmetatable({ pos = pos, vel = vel }, Particle)
end

function Particle:step(dt)
  self.pos = self.pos:add(self.vel:scale(dt))
  if self.pos.x < 0.0 or self.pos.x > 100.0 then
    self.vel = new_vec(-self.vel.x, self.vel.y)
  end
  if self.pos.y < 0.0 or self.pos.y > 100.0 then
    self.vel = new_vec(self.vel.x, -self.vel.y)
  end
end

function Particle:energy()
  return 0.5 * self.vel:dot(self.vel)
end

local function make(n)
  local ps = {}
  local seed = 42
  local i = 0
  while i < n do
    seed = (seed * 1664525 + 1013904223) % 2147483648
    local x = seed % 10000 / 100.0
    seed = (seed * 1664525 + 1013904223) % 2147483648
    local y = seed % 10000 / 100.0
    seed = (seed * 1664525 + 1013904223) % 2147483648
    local vx = seed % 2000 / 100.0 - 10.0
    seed = (seed * 1664525 + 1013904223) % 2147483648
    local vy = seed % 2000 / 100.0 - 10.0
    ps[#ps + 1] = new_particle(new_vec(x, y), new_vec(vx, vy))
    i = i + 1
  end
  return ps
end

local function main()
  local n = 200
  local steps = 2000
  local rounds = 1 -- bench:rounds
  local total = 0.0
  local cx = 0.0
  local r = 0
  while r < rounds do
    local ps = make(n)
    local s = 0
    while s < steps do
      for _, p in ipairs(ps) do
        p:step(0.01)
      end
      s = s + 1
    end
    for _, p in ipairs(ps) do
      total = total + p:energy()
      cx = cx + p.pos.x
    end
    r = r + 1
  end
  out("particles", n, steps, rounds, trunc(total * 1000.0), trunc(cx * 1000.0))
end

main()
