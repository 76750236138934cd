// C++ exceptions: invoke, landingpad with catch and cleanup clauses, resume, personality.
extern void may_throw(int);
extern int get();
struct Guard { ~Guard(); int v; };
int f(int x) {
    try { may_throw(x); } catch (int e) { return e + 1; } catch (...) { return -1; }
    return x * 3;
}
int g(int x) { Guard gd; gd.v = x; may_throw(x); return x + get(); }
unsigned h(unsigned a) noexcept { return a / 3 + (a & 7); }
