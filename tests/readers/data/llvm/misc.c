/* Everything else clang prints in a body: asm goto (callbr), computed goto (indirectbr,
   blockaddress), inline asm, vectors, atomics, !range on bool loads, i128, musttail, varargs. */
#include <stdint.h>
#include <stdarg.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned char v16qu __attribute__((vector_size(16)));

extern int ext_call(int);
extern void sink(const char *, ...);
int shared;
_Bool flags[64];

int asm_goto(int x) {
    asm goto("testl %0, %0; jne %l1" : : "r"(x) : "cc" : nonzero);
    return 0;
nonzero:
    return 1;
}

int computed(int i) {
    static void *targets[] = {&&a, &&b, &&c};
    goto *targets[i & 1];
a:  return i + 1;
b:  return i * 2;
c:  return i - 7;
}

unsigned asm_rdtsc_low(void) {
    unsigned lo, hi;
    __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return lo ^ hi;
}

v4si vec_ops(v4si a, v4si b, int k) {
    v4si c = (a + b) * 3;
    c = c >> 1;
    c[2] = k;
    v4si m = a < b;
    v4si sh = __builtin_shufflevector(a, b, 0, 5, 2, 7);
    return (c & m) | (sh ^ (v4si){1, 2, 3, 4});
}

int vec_extract(v4si a, int i) { return a[i & 3] + a[1]; }

int atomics(int *p, int v) {
    int old = __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
    int expected = 5;
    __atomic_compare_exchange_n(p, &expected, v, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    __atomic_fetch_and(p, 0xff, __ATOMIC_RELAXED);
    return old + expected + __atomic_load_n(&shared, __ATOMIC_ACQUIRE);
}

int bools(int i) { return flags[i & 63] ? 7 : 9; }

__int128 wide_mul(__int128 a, __int128 b) { return a * b + (a >> 70); }

int expect(int x) {
    if (__builtin_expect(x > 100, 0)) return ext_call(x);
    return x & 0x7f;
}

int tail_target(int x);
int tail_caller(int x) { __attribute__((musttail)) return tail_target(x + 1); }
int tail_target(int x) { return x > 10 ? x : ext_call(x); }

int sadd(int a, int b) {
    int r;
    if (__builtin_sadd_overflow(a, b, &r)) return 0;
    return r;
}

int bitfun(unsigned x, unsigned long long y) {
    return __builtin_popcount(x) + __builtin_ctz(x | 0x100) + __builtin_clzll(y | 1) + __builtin_parity(x);
}

double fp(double a, float b, int i) {
    double d = a * b + (double)i;
    return d / 3.0 - (float)(unsigned)i;
}

int vla(int n) {
    int buf[n];
    for (int i = 0; i < n; i++) buf[i] = i * i;
    sink("%d", buf[n / 2]);
    return buf[0];
}

int var_sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

unsigned char sat(int x) { return x < 0 ? 0 : x > 255 ? 255 : x; }
long long ll_ops(long long a, unsigned long long b) { return (a / 7) + (long long)(b % 13) + (a << 3) - (long long)(b >> 61); }
