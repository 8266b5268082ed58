// MT19937, the generator behind CPython's random module, with CPython's
// seeding (init_by_array over the seed's 32-bit words) and its 53-bit
// random(): the same seed gives the same stream, bit for bit. Written from
// Matsumoto and Nishimura's description and CPython's Modules/_randommodule.c.
#pragma once
#include <cstddef>
#include <cstdint>

namespace kiln {

struct MersenneTwister {
    static constexpr int N = 624, M = 397;
    uint32_t mt[N] = {};
    int index = N; // next word of mt to temper; N: twist first

    void init_genrand(uint32_t s) {
        mt[0] = s;
        for (int i = 1; i < N; i++) mt[i] = 1812433253U * (mt[i - 1] ^ (mt[i - 1] >> 30)) + (uint32_t)i;
        index = N;
    }

    void init_by_array(const uint32_t* key, size_t len) {
        init_genrand(19650218U);
        size_t i = 1, j = 0;
        for (size_t k = N > len ? N : len; k; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
            i++;
            j++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if (j >= len) j = 0;
        }
        for (size_t k = N - 1; k; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x80000000U; // non-zero initial array
    }

    // The next 32 random bits.
    uint32_t next() {
        if (index >= N) [[unlikely]]
            refill();
        uint32_t y = mt[index++];
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c5680U;
        y ^= (y << 15) & 0xefc60000U;
        y ^= y >> 18;
        return y;
    }

    // A double in [0, 1) from 27 + 26 bits of two draws.
    double random() {
        uint32_t a = next() >> 5, b = next() >> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }

private:
    static uint32_t twist(uint32_t upper, uint32_t lower, uint32_t far) {
        uint32_t y = (upper & 0x80000000U) | (lower & 0x7fffffffU);
        return far ^ (y >> 1) ^ ((y & 1U) ? 0x9908b0dfU : 0U);
    }
    void refill() {
        int k = 0;
        for (; k < N - M; k++) mt[k] = twist(mt[k], mt[k + 1], mt[k + M]);
        for (; k < N - 1; k++) mt[k] = twist(mt[k], mt[k + 1], mt[k + M - N]);
        mt[N - 1] = twist(mt[N - 1], mt[0], mt[M - 1]);
        index = 0;
    }
};

} // namespace kiln
