/* Integer-heavy C for the LLVM reader tests (tests/readers/test_llvm_reader.py): hashing, bit
   tricks, loops with phis, a switch, calls through pointers, overflow builtins, and min/max
   and comparisons that clang and opt turn into intrinsics and samesign compares. */
#include <stdint.h>
#include <stddef.h>

typedef int (*binop)(int, int);

static const uint8_t table[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
int counter;

uint32_t fnv1a(const unsigned char *data, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h ^= data[i];
        h *= 16777619u;
    }
    return h;
}

uint64_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

unsigned popcount_nibbles(unsigned x) {
    unsigned c = 0;
    while (x) {
        c += table[x & 15];
        x >>= 4;
    }
    return c;
}

int leading(unsigned x) { return x ? __builtin_clz(x) : 32; }
int trailing(unsigned long long x) { return __builtin_ctzll(x | 1); }
unsigned swap(unsigned x) { return __builtin_bswap32(x); }
unsigned rotl(unsigned x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }

int imin(int a, int b) { return a < b ? a : b; }
unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
int iabs(int a) { return a < 0 ? -a : a; }
int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int checked_add(int a, int b, int *out) { return __builtin_add_overflow(a, b, out); }
int checked_mul(unsigned a, unsigned b) {
    unsigned r;
    if (__builtin_mul_overflow(a, b, &r)) return -1;
    return (int)r;
}

int classify(int c) {
    switch (c) {
    case 0: return 10;
    case 1: return 20;
    case 2: return 35;
    case 7: counter++; return 40;
    case 100: return fnv1a((const unsigned char *)"x", 1);
    default: return -1;
    }
}

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }

int apply(binop f, int a, int b) { return f(a, b); }
int pick(int which, int a, int b) {
    binop f = which ? add : sub;
    return apply(f, a, b) + f(b, a);
}

unsigned sum_array(const unsigned *a, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) s += a[i] * 3u + (a[i] >> 2);
    return s;
}

_Bool is_pow2(unsigned x) { return x && !(x & (x - 1)); }
unsigned char sat_add8(unsigned char a, unsigned char b) {
    unsigned s = (unsigned)a + b;
    return s > 255 ? 255 : (unsigned char)s;
}
int sdiv_exact(int x) { return (x * 8) / 8; }
short narrow(long long x) { return (short)(x >> 3); }
long long widen(int x, unsigned y) { return (long long)x + (long long)y; }
int bits(unsigned x) { return (x & 0xf0) | ((x >> 8) & 0x0f) | (x << 4 & 0xf00); }
int byte_less(unsigned a, unsigned b) { int x = a & 0xff, y = b & 0xff; return x < y; }
int masked_ge(unsigned a, unsigned b) { int x = a >> 4, y = b >> 4; return x >= y ? x - y : y - x; }
int loop_sum(unsigned char *p, int n) { int s = 0; for (int i = 0; i < n && i < 1000; i++) s += p[i] > 100; return s; }
