// SHA-512 (FIPS 180-4), for random.seed(str), which CPython seeds from the
// string's UTF-8 bytes followed by their SHA-512 digest.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

namespace kiln {

std::array<uint8_t, 64> sha512(const void* data, size_t size);

} // namespace kiln
