"""Proven primality and complete factorisations of integers up to a few hundred bits,
for the questions about products that are number theory, not bit-vector search.

Why: whether a 128-bit value is a product of two 64-bit ones is factoring, which no
SAT solver does in time (the signed extremes of `zext(a) * zext(b)`: 2^127 − 1, a
Mersenne prime, is not such a product; 2^127 − 2 is). Every "prime" here is proven:
below 3.3·10^24 by Miller–Rabin with the first thirteen primes as bases (Sorenson and
Webster 2015 show that no composite below that bound passes them all), above it by a
Pratt–Lucas certificate — g^(n−1) ≡ 1 and g^((n−1)/q) ≢ 1 for every prime q of n − 1
makes g of order n − 1, so n is prime — whose factors of n − 1 are proven the same way.
A composite is proven by a Miller–Rabin or Fermat witness, or a factor. When the
effort allowed runs out the answer is None, never a guess.
"""

from __future__ import annotations

import math
import time
from collections import Counter

MR_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
MR_PROVEN_BELOW = 3_317_044_064_679_887_385_961_981
"""Sorenson & Webster, "Strong pseudoprimes to twelve prime bases" (2015): every
composite below this fails the strong test to one of MR_BASES."""

TRIAL_PRIMES = tuple(p for p in range(2, 1000) if all(p % q for q in range(2, math.isqrt(p) + 1)))


class OutOfTime(Exception):
    """The deadline passed before the answer was found."""


def _strong_probable_prime(n: int, a: int) -> bool:
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    x = pow(a, d, n)
    if x in (1, n - 1):
        return True
    for _ in range(s - 1):
        x = x * x % n
        if x == n - 1:
            return True
    return False


def proven_prime(n: int, deadline: float) -> bool | None:
    """Whether n is prime, proven; None when the certificate's factorisation of n − 1
    ran out of time."""
    try:
        return _prime(n, deadline)
    except OutOfTime:
        return None


def factorization(n: int, deadline: float) -> list[int] | None:
    """The prime factors of n ≥ 1 with multiplicity, each proven prime; None when out
    of time."""
    try:
        return _factors(n, deadline)
    except OutOfTime:
        return None


def _prime(n: int, deadline: float) -> bool:
    if n < 2:
        return False
    for p in MR_BASES:
        if n % p == 0:
            return n == p
    if not all(_strong_probable_prime(n, a) for a in MR_BASES):
        return False  # a witness of compositeness
    if n < MR_PROVEN_BELOW:
        return True
    qs = set(_factors(n - 1, deadline))
    for g in range(2, 1000):
        if pow(g, n - 1, n) != 1:
            return False  # Fermat witness
        if all(pow(g, (n - 1) // q, n) != 1 for q in qs):
            return True  # g has order n − 1
    raise OutOfTime  # no generator among the first: not expected for a prime


def _factors(n: int, deadline: float) -> list[int]:
    out: list[int] = []
    for p in TRIAL_PRIMES:
        while n % p == 0:
            out.append(p)
            n //= p
    work = [n] if n > 1 else []
    while work:
        m = work.pop()
        if _prime(m, deadline):
            out.append(m)
            continue
        d = _rho(m, deadline)
        work += [d, m // d]
    return sorted(out)


def _rho(n: int, deadline: float) -> int:
    """A proper factor of the odd composite n (Pollard's rho, Brent's cycle search)."""
    if (r := math.isqrt(n)) * r == n:
        return r
    for c in range(1, 64):
        y, power, g, q = 2, 1, 1, 1
        x = ys = y
        while g == 1:
            x = y
            for _ in range(power):
                y = (y * y + c) % n
            k = 0
            while k < power and g == 1:
                ys = y
                for _ in range(min(128, power - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += 128
            power *= 2
            if time.perf_counter() > deadline:
                raise OutOfTime
        if g == n:  # the batch overshot: step one at a time from its start
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g
    raise OutOfTime


def divisors(factors: list[int]) -> list[int]:
    """Every divisor of the product of `factors` (primes, with multiplicity), sorted."""
    out = [1]
    for p, e in Counter(factors).items():
        out = [d * p**k for d in out for k in range(e + 1)]
    return sorted(out)


def bounded_splits(n: int, bound: int, deadline: float) -> list[tuple[int, int]] | None:
    """Every (a, b) with a · b = n and a, b < bound, in both orders; [] when there is
    none (proven by the complete factorisation), None when out of time."""
    factors = factorization(n, deadline)
    if factors is None:
        return None
    return [(d, n // d) for d in divisors(factors) if d < bound and n // d < bound]
