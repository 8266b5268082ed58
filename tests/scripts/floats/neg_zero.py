z = -0.0
print(z, 0.0, -z, +z, abs(z), z * 1, z + 0.0, 0.0 - 0.0, -0.0 - 0.0)
print(z == 0.0, z < 0.0, z is z)
print(0.0 * -1, -1 * 0.0, 0 * -1.0, -0.0 * -0.0)
print(round(-0.4), round(-0.4, 0), round(-0.5), round(-0.0001, 2))
print(-0.0 // 1, -0.0 % 1, 0.0 / -1)
print(str(-0.0), repr([-0.0]), int(-0.0), -0.0 + 0, float('-0'))
print(1 / float('-inf'), -1e-320 * 1e-10)
