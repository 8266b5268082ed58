-- bench: numeric
-- N-body simulation (5 bodies): float arithmetic on object attributes.
-- Lua port of nbody.py: a body is a table with named fields.

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

local function Body(x, y, z, vx, vy, vz, mass)
  return { x = x, y = y, z = z, vx = vx, vy = vy, vz = vz, mass = mass }
end

local function make_system()
  local pi = 3.141592653589793
  local solar_mass = 4.0 * pi * pi
  local days_per_year = 365.24
  local bodies = {}
  -- sun
  bodies[#bodies + 1] = Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, solar_mass)
  -- jupiter
  bodies[#bodies + 1] = Body(4.84143144246472090e+00, -1.16032004402742839e+00,
                             -1.03622044471123109e-01,
                             1.66007664274403694e-03 * days_per_year,
                             7.69901118419740425e-03 * days_per_year,
                             -6.90460016972063023e-05 * days_per_year,
                             9.54791938424326609e-04 * solar_mass)
  -- saturn
  bodies[#bodies + 1] = Body(8.34336671824457987e+00, 4.12479856412430479e+00,
                             -4.03523417114321381e-01,
                             -2.76742510726862411e-03 * days_per_year,
                             4.99852801234917238e-03 * days_per_year,
                             2.30417297573763929e-05 * days_per_year,
                             2.85885980666130812e-04 * solar_mass)
  -- uranus
  bodies[#bodies + 1] = Body(1.28943695621391310e+01, -1.51111514016986312e+01,
                             -2.23307578892655734e-01,
                             2.96460137564761618e-03 * days_per_year,
                             2.37847173959480950e-03 * days_per_year,
                             -2.96589568540237556e-05 * days_per_year,
                             4.36624404335156298e-05 * solar_mass)
  -- neptune
  bodies[#bodies + 1] = Body(1.53796971148509165e+01, -2.59193146099879641e+01,
                             1.79258772950371181e-01,
                             2.68067772490389322e-03 * days_per_year,
                             1.62824170038242295e-03 * days_per_year,
                             -9.51592254519715870e-05 * days_per_year,
                             5.15138902046611451e-05 * solar_mass)
  return bodies
end

local function offset_momentum(bodies)
  local px = 0.0
  local py = 0.0
  local pz = 0.0
  for _, b in ipairs(bodies) do
    px = px + b.vx * b.mass
    py = py + b.vy * b.mass
    pz = pz + b.vz * b.mass
  end
  local sun = bodies[1]
  sun.vx = -px / sun.mass
  sun.vy = -py / sun.mass
  sun.vz = -pz / sun.mass
end

local function energy(bodies)
  local e = 0.0
  local n = #bodies
  local i = 0
  while i < n do
    local b = bodies[i + 1]
    e = e + 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
    local j = i + 1
    while j < n do
      local b2 = bodies[j + 1]
      local dx = b.x - b2.x
      local dy = b.y - b2.y
      local dz = b.z - b2.z
      e = e - (b.mass * b2.mass) / ((dx * dx + dy * dy + dz * dz) ^ 0.5)
      j = j + 1
    end
    i = i + 1
  end
  return e
end

local function advance(bodies, dt, steps)
  local n = #bodies
  local s = 0
  while s < steps do
    local i = 0
    while i < n do
      local b1 = bodies[i + 1]
      local j = i + 1
      while j < n do
        local b2 = bodies[j + 1]
        local dx = b1.x - b2.x
        local dy = b1.y - b2.y
        local dz = b1.z - b2.z
        local d2 = dx * dx + dy * dy + dz * dz
        local mag = dt / (d2 * (d2 ^ 0.5))
        local m1 = b1.mass * mag
        local m2 = b2.mass * mag
        b1.vx = b1.vx - dx * m2
        b1.vy = b1.vy - dy * m2
        b1.vz = b1.vz - dz * m2
        b2.vx = b2.vx + dx * m1
        b2.vy = b2.vy + dy * m1
        b2.vz = b2.vz + dz * m1
        j = j + 1
      end
      i = i + 1
    end
    for _, b in ipairs(bodies) do
      b.x = b.x + dt * b.vx
      b.y = b.y + dt * b.vy
      b.z = b.z + dt * b.vz
    end
    s = s + 1
  end
end

local function main()
  local steps = 300000
  local rounds = 1 -- bench:rounds
  local bodies = make_system()
  offset_momentum(bodies)
  local e0 = energy(bodies)
  local r = 0
  while r < rounds do
    advance(bodies, 0.01, steps)
    r = r + 1
  end
  local e1 = energy(bodies)
  out("nbody", steps, rounds, trunc(e0 * 1000000000.0), trunc(e1 * 1000000000.0))
end

main()
