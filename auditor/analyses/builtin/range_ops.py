"""The ConstantRange algebra of the builtin analysis: LLVM's ConstantRange.cpp as pure
functions over `ConstantRange`, made exact on the pieces of a range where that is free.

Why pieces. A ConstantRange is the union of at most two plain intervals ([lo, 2^w) and
[0, hi) when it wraps); cutting those again at the sign boundary gives at most three
intervals, *halves*, on each of which the unsigned and the signed order are both the
integer order. Every operation here is monotone in each operand on such a box, or has
its extremes at the box's corners, so it is evaluated per pair of pieces and the
results are covered by the smallest range (`cover`). That is sound, and never less
precise than LLVM's formulas on the hulls, which are the one-piece special case.

Nothing here enumerates the elements of a range: the work is a few pieces times O(w)
bit walks at most (the bitwise bounds, bit reversal), so i128 and i1024 cost as little
as i8. Values are Python ints in [0, 2^w); signed readings are plain negative ints.

Soundness contract (docs/semantics.md): a function returns a range containing every
result of its operation on values of its operand ranges that is defined and not
poison. Poison-generating flags and the instruction's own immediate UB (division by
0, INT_MIN / -1) are assumed not to happen, and shift amounts ≥ w (poison) are
ignored. An empty operand range means the operand never has a value, so the result is
empty too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from auditor.analyses.builtin.apint import sdiv_trunc
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange, smallest_cover
from auditor.ir.fragment import mask, to_signed
from auditor.ir.opcodes import Opcode

Piece = tuple[int, int]
"""An interval [lo, hi] of unsigned values, both ends included, lo ≤ hi."""

Pieces = list[Piece]

cover = smallest_cover
"""The smallest ConstantRange holding every value of some pieces (the `range`
domain's, whose tie rule the claims follow, so they are deterministic)."""

ENUMERATION_LIMIT = 64
"""Shifts and funnel shifts whose amounts take at most this many values are computed
amount by amount (and unioned); above it, from the amounts' hull as LLVM does."""


# --- construction and pieces -----------------------------------------------------------


def point(value: int, width: int) -> ConstantRange:
    """The single value `value` (taken mod 2^w)."""
    return ConstantRange.from_bounds(value, value, width)


def interval(lo: int, hi: int, width: int) -> ConstantRange:
    """The integers lo..hi (any Python ints, signed readings allowed) mod 2^w: empty
    when lo > hi, full when they cover 2^w values or more."""
    if lo > hi:
        return ConstantRange.empty(width)
    if hi - lo >= mask(width):
        return ConstantRange.full(width)
    return ConstantRange.from_bounds(lo, hi, width)


def pieces(r: ConstantRange) -> Pieces:
    """The values of `r` as at most two sorted, disjoint unsigned intervals."""
    m = mask(r.width)
    if r.is_empty:
        return []
    if r.is_full:
        return [(0, m)]
    if r.lo < r.hi:
        return [(r.lo, r.hi - 1)]
    low = [(0, r.hi - 1)] if r.hi else []
    return [*low, (r.lo, m)]


def clip(ps: Sequence[Piece], lo: int, hi: int) -> Pieces:
    """The parts of `ps` inside the unsigned interval [lo, hi]."""
    return [(max(a, lo), min(b, hi)) for a, b in ps if max(a, lo) <= min(b, hi)]


def meet_pieces(xs: Sequence[Piece], ys: Sequence[Piece]) -> Pieces:
    """Exact intersection of two unions of intervals."""
    out = [(max(a, c), min(b, d)) for a, b in xs for c, d in ys if max(a, c) <= min(b, d)]
    return sorted(out)


def signed_pieces(lo: int, hi: int, width: int) -> Pieces:
    """The unsigned pieces of the signed interval [lo, hi] ∩ [INT_MIN, INT_MAX]."""
    n, s = 1 << width, 1 << (width - 1)
    lo, hi = max(lo, -s), min(hi, s - 1)
    if lo > hi:
        return []
    if lo >= 0:
        return [(lo, hi)]
    if hi < 0:
        return [(lo + n, hi + n)]
    return [(0, hi), (lo + n, n - 1)]


def halves(ps: Sequence[Piece], width: int) -> Pieces:
    """`ps` cut at the sign boundary: on each result both orders agree."""
    s = 1 << (width - 1)
    return sorted(clip(ps, 0, s - 1) + clip(ps, s, mask(width)))


def signed_halves(r: ConstantRange) -> list[Piece]:
    """The halves of `r` as signed intervals (lo ≤ hi as signed ints)."""
    w = r.width
    return [(to_signed(lo, w), to_signed(hi, w)) for lo, hi in halves(pieces(r), w)]


def intersect(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    """ConstantRange::intersectWith(Smallest): the smallest range containing a ∩ b (the
    exact intersection has at most two pieces; we cover them). With the full set it
    is the other range itself (one piece, or two around its one gap: covered, that
    gap is the largest), the common case, skipped as such."""
    if a.is_full:
        return b
    if b.is_full:
        return a
    return cover(meet_pieces(pieces(a), pieces(b)), a.width)


def meet(ranges: Iterable[ConstantRange], width: int) -> ConstantRange:
    """The smallest range containing the intersection of all `ranges` (exactly
    intersected first, covered once)."""
    ps: Pieces = [(0, mask(width))]
    for r in ranges:
        ps = meet_pieces(ps, pieces(r))
    return cover(ps, width)


def union_all(ranges: Iterable[ConstantRange], width: int) -> ConstantRange:
    """The smallest range containing every range of `ranges`."""
    return cover((p for r in ranges for p in pieces(r)), width)


# --- known bits ------------------------------------------------------------------------


def known_bits_of(ps: Sequence[Piece], width: int) -> KnownBits:
    """Bits every value of the pieces shares: each piece's common prefix
    (ConstantRange::toKnownBits), kept where the pieces agree."""
    m = mask(width)
    if not ps:
        return KnownBits.unknown(width)
    zero = one = m
    for lo, hi in ps:
        prefix = m & ~((1 << (lo ^ hi).bit_length()) - 1)
        zero &= prefix & ~lo
        one &= prefix & lo
    return KnownBits(zero, one, width)


def to_known_bits(r: ConstantRange) -> KnownBits:
    return known_bits_of(pieces(r), r.width)


def merge_known(a: KnownBits, b: KnownBits) -> KnownBits | None:
    """Both facts at once; None when they conflict (no value satisfies both)."""
    zero, one = a.zero | b.zero, a.one | b.one
    return None if zero & one else KnownBits(zero, one, a.width)


def from_known_bits(known: KnownBits, signed: bool) -> ConstantRange:
    """ConstantRange::fromKnownBits: [min, max] of the values the bits allow, in the
    unsigned order, or in the signed order when `signed` and the sign is unknown."""
    w, m = known.width, mask(known.width)
    s = 1 << (w - 1)
    lo, hi = known.one, m & ~known.zero
    if not signed or (known.zero | known.one) & s:
        return ConstantRange.from_bounds(lo, hi, w)
    return ConstantRange.from_bounds(lo | s, hi & ~s, w)


def _round_up(lo: int, zero: int, one: int, width: int) -> int | None:
    """The least x ≥ lo whose bits agree with the known ones, or None. x keeps lo's bits
    above some position i, sets bit i where lo has 0, and is minimal below it; the
    lowest usable i gives the least x."""
    m = mask(width)
    bad = ((lo & zero) | (~lo & one)) & m  # bits where lo itself disagrees
    if not bad:
        return lo
    for i in range(bad.bit_length() - 1, width):
        if not (lo >> i & 1 or zero >> i & 1):
            return (lo & ~((1 << (i + 1)) - 1)) | (1 << i) | (one & ((1 << i) - 1))
    return None


def clip_to_known(ps: Sequence[Piece], known: KnownBits) -> Pieces:
    """Each piece's ends moved inwards to the nearest values the known bits allow
    (a piece without such a value goes)."""
    w, m = known.width, mask(known.width)
    out: Pieces = []
    for lo, hi in ps:
        new_lo = _round_up(lo, known.zero, known.one, w)
        # Rounding hi down is rounding its complement up with the roles of 0 and 1 swapped.
        up = _round_up(m ^ hi, known.one, known.zero, w)
        if new_lo is not None and up is not None and new_lo <= m ^ up:
            out.append((new_lo, m ^ up))
    return out


def known_range(known: KnownBits) -> ConstantRange:
    """The best range known bits alone give: both fromKnownBits readings met."""
    return meet((from_known_bits(known, False), from_known_bits(known, True)), known.width)


def known_and(a: KnownBits, b: KnownBits) -> KnownBits:
    return KnownBits(a.zero | b.zero, a.one & b.one, a.width)


def known_or(a: KnownBits, b: KnownBits) -> KnownBits:
    return KnownBits(a.zero & b.zero, a.one | b.one, a.width)


def known_xor(a: KnownBits, b: KnownBits) -> KnownBits:
    return KnownBits((a.zero & b.zero) | (a.one & b.one), (a.zero & b.one) | (a.one & b.zero), a.width)


def _operand_known(r: ConstantRange, known: KnownBits | None) -> KnownBits | None:
    own = to_known_bits(r)
    return own if known is None else merge_known(own, known)


# --- add, sub, mul ---------------------------------------------------------------------

Box = Callable[[int, int, int, int], tuple[int, int]]
"""Exact [min, max] of an operation over a box [al, ah] × [bl, bh] of integers."""


def _add_box(al: int, ah: int, bl: int, bh: int) -> tuple[int, int]:
    return al + bl, ah + bh


def _sub_box(al: int, ah: int, bl: int, bh: int) -> tuple[int, int]:
    return al - bh, ah - bl


def _mul_box(al: int, ah: int, bl: int, bh: int) -> tuple[int, int]:
    # The product is bilinear: its extremes over a box are at corners (this is the
    # signed half of ConstantRange::multiply).
    corners = (al * bl, al * bh, ah * bl, ah * bh)
    return min(corners), max(corners)


def _box_pairs(a: ConstantRange, b: ConstantRange) -> Iterable[tuple[Piece, Piece, Piece, Piece]]:
    """Each pair of halves, as unsigned and as signed intervals."""
    w = a.width
    for al, ah in halves(pieces(a), w):
        for bl, bh in halves(pieces(b), w):
            yield (
                (al, ah),
                (bl, bh),
                (to_signed(al, w), to_signed(ah, w)),
                (to_signed(bl, w), to_signed(bh, w)),
            )


def _arith(a: ConstantRange, b: ConstantRange, box: Box, nuw: bool, nsw: bool) -> ConstantRange:
    """add/sub/mul with optional no-wrap flags, pair of halves by pair of halves.

    On a pair of halves the exact results lie in one integer interval in the unsigned
    reading and in one in the signed reading; the wrapped result lies in both taken
    mod 2^w. `nuw` / `nsw` keep only the results that fit (LangRef: the others are
    poison) — ConstantRange::addWithNoWrap's intersection with uadd_sat / sadd_sat,
    done per pair."""
    w = a.width
    m, s = mask(w), 1 << (w - 1)
    out: Pieces = []
    for (al, ah), (bl, bh), (sal, sah), (sbl, sbh) in _box_pairs(a, b):
        ulo, uhi = box(al, ah, bl, bh)
        slo, shi = box(sal, sah, sbl, sbh)
        if nuw:
            ulo, uhi = max(ulo, 0), min(uhi, m)
        if nsw:
            slo, shi = max(slo, -s), min(shi, s - 1)
        if ulo > uhi or slo > shi:
            continue  # every pair of values here overflows: poison
        out += meet_pieces(pieces(interval(ulo, uhi, w)), pieces(interval(slo, shi, w)))
    return cover(out, w)


def add(a: ConstantRange, b: ConstantRange, nuw: bool = False, nsw: bool = False) -> ConstantRange:
    """ConstantRange::add / addWithNoWrap."""
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    r = _arith(a, b, _add_box, nuw, nsw)
    if not (a.is_full or b.is_full) and a.size + b.size - 1 <= mask(w):
        # ConstantRange::add: the circular sum [a.lo + b.lo, a.hi + b.hi − 1).
        r = intersect(r, ConstantRange.non_empty(a.lo + b.lo, a.hi + b.hi - 1, w))
    return r


def sub(a: ConstantRange, b: ConstantRange, nuw: bool = False, nsw: bool = False) -> ConstantRange:
    """ConstantRange::sub / subWithNoWrap."""
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    r = _arith(a, b, _sub_box, nuw, nsw)
    if not (a.is_full or b.is_full) and a.size + b.size - 1 <= mask(w):
        # ConstantRange::sub: [a.lo − (b.hi − 1), a.hi − b.lo).
        r = intersect(r, ConstantRange.non_empty(a.lo - b.hi + 1, a.hi - b.lo, w))
    return r


def mul(a: ConstantRange, b: ConstantRange, nuw: bool = False, nsw: bool = False) -> ConstantRange:
    """ConstantRange::multiply / multiplyWithNoWrap: the unsigned and the signed product
    hulls (per pair of halves), met."""
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    r = _arith(a, b, _mul_box, nuw, nsw)
    for x, y in ((a, b), (b, a)):
        if x.size == 1 and x.lo == 1:
            r = intersect(r, y)
        elif x.size == 1 and x.lo == mask(w):
            # ConstantRange::multiply: × −1 is 0 − y, exactly.
            r = intersect(r, sub(point(0, w), y))
    return r


# --- division --------------------------------------------------------------------------


def _nonzero(b: ConstantRange) -> Pieces:
    # LangRef udiv/sdiv/urem/srem: a zero divisor is immediate UB, so it never happened.
    return clip(pieces(b), 1, mask(b.width))


def udiv(a: ConstantRange, b: ConstantRange, exact: bool = False) -> ConstantRange:
    """ConstantRange::udiv, per piece: [al / bh, ah / bl]."""
    w = a.width
    bs = _nonzero(b)
    if a.is_empty or not bs:
        return ConstantRange.empty(w)
    r = cover([(al // bh, ah // bl) for al, ah in pieces(a) for bl, bh in bs], w)
    return _exact_nonzero(r, a, exact)


def _exact_nonzero(r: ConstantRange, a: ConstantRange, exact: bool) -> ConstantRange:
    # udiv/sdiv/lshr/ashr `exact`: the dividend is rebuilt from the result
    # (x = q·y, x = r << s), so the result is 0 only when the dividend is.
    if exact and not a.contains(0):
        return intersect(r, ConstantRange.non_empty(1, 0, r.width))
    return r


def sdiv(a: ConstantRange, b: ConstantRange, exact: bool = False) -> ConstantRange:
    """ConstantRange::sdiv, by sign quadrants: there the truncating quotient is monotone
    in each operand, so its extremes are at the corners of each box."""
    w = a.width
    s = 1 << (w - 1)
    bs = [(to_signed(lo, w), to_signed(hi, w)) for lo, hi in halves(_nonzero(b), w)]
    if a.is_empty or not bs:
        return ConstantRange.empty(w)
    out: Pieces = []
    for al, ah in signed_halves(a):
        for bl, bh in bs:
            boxes = [(al, ah, bl, bh)]
            if al == -s and bh == -1:
                # LangRef sdiv: INT_MIN / −1 is immediate UB, and it is a corner here;
                # the rest of the box is two smaller boxes (ConstantRange::sdiv's
                # "remove −1 from the RHS / SignedMin from the LHS").
                boxes = []
                if ah > al:
                    boxes.append((al + 1, ah, bl, bh))
                if bl < bh:
                    boxes.append((al, al, bl, bh - 1))
            for x0, x1, y0, y1 in boxes:
                qs = [sdiv_trunc(x, y) for x in (x0, x1) for y in (y0, y1)]
                out += signed_pieces(min(qs), max(qs), w)
    return _exact_nonzero(cover(out, w), a, exact)


def urem(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    """ConstantRange::urem, per piece: x urem y = x when x < y; x − q·d on a stretch of
    one quotient q of a single divisor d; else ≤ x and < y."""
    w = a.width
    bs = _nonzero(b)
    if a.is_empty or not bs:
        return ConstantRange.empty(w)
    out: Pieces = []
    for al, ah in pieces(a):
        for bl, bh in bs:
            if ah < bl:
                out.append((al, ah))
            elif bl == bh and al // bl == ah // bl:
                q = al // bl
                out.append((al - q * bl, ah - q * bl))
            else:
                out.append((0, min(ah, bh - 1)))
    return cover(out, w)


def srem(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    """ConstantRange::srem: |x srem y| = |x| urem |y| with the dividend's sign, so the
    result is urem on magnitudes against the range of |y|."""
    w = a.width
    mags: list[Piece] = []
    for lo, hi in halves(_nonzero(b), w):
        slo, shi = to_signed(lo, w), to_signed(hi, w)
        mags.append((slo, shi) if slo > 0 else (-shi, -slo))
    if a.is_empty or not mags:
        return ConstantRange.empty(w)
    min_abs, max_abs = min(lo for lo, _ in mags), max(hi for _, hi in mags)
    d = min_abs if min_abs == max_abs else 0
    dividends = signed_halves(a)
    if _nonzero(b) == [(mask(w), mask(w))]:
        # LangRef srem: INT_MIN srem −1 is immediate UB (the division overflows).
        dividends = [(max(lo, 1 - (1 << (w - 1))), hi) for lo, hi in dividends]
    out: Pieces = []
    for al, ah in dividends:
        if al > ah:
            continue
        negative = ah < 0
        ml, mh = (-ah, -al) if negative else (al, ah)  # the dividends' magnitudes
        if mh < min_abs:
            rl, rh = ml, mh
        elif d and ml // d == mh // d:
            rl, rh = ml - ml // d * d, mh - ml // d * d
        else:
            rl, rh = 0, min(mh, max_abs - 1)
        out += signed_pieces(-rh, -rl, w) if negative else signed_pieces(rl, rh, w)
    return cover(out, w)


# --- shifts ----------------------------------------------------------------------------


def _amounts(b: ConstantRange) -> Pieces:
    # LangRef shl/lshr/ashr, llvm.[us]shl.sat: an amount ≥ w gives poison.
    return clip(pieces(b), 0, b.width - 1)


def _each_amount(amounts: Pieces) -> list[int] | None:
    if sum(hi - lo + 1 for lo, hi in amounts) > ENUMERATION_LIMIT:
        return None
    return [s for lo, hi in amounts for s in range(lo, hi + 1)]


def _shl_const(ps: Pieces, s: int, nuw: bool, nsw: bool, w: int) -> Pieces:
    """Pieces containing x << s for x in `ps`, read unsigned and signed, met."""
    m, half = mask(w), 1 << (w - 1)
    by_unsigned: Pieces = []
    for lo, hi in ps:
        if nuw:
            hi = min(hi, m >> s)  # LangRef shl nuw: shifting out a one bit is poison
        if lo > hi:
            continue
        if hi - lo >= m >> s:
            # Every residue of the low w − s bits: all multiples of 2^s.
            by_unsigned.append((0, m & ~((1 << s) - 1)))
        else:
            # x mod 2^(w−s) runs over one arc, which × 2^s keeps in order.
            by_unsigned += pieces(interval(lo << s, hi << s, w))
    by_signed: Pieces = []
    for lo, hi in halves(ps, w):
        slo, shi = to_signed(lo, w), to_signed(hi, w)
        if nsw:
            # LangRef shl nsw: poison unless x · 2^s fits the signed range.
            slo, shi = max(slo, -half >> s), min(shi, (half - 1) >> s)
        if slo > shi:
            continue
        by_signed += pieces(interval(slo << s, shi << s, w))
    return meet_pieces(by_unsigned, by_signed)


def shl(a: ConstantRange, b: ConstantRange, nuw: bool = False, nsw: bool = False) -> ConstantRange:
    """ConstantRange::shl / shlWithNoWrap."""
    w = a.width
    m, half = mask(w), 1 << (w - 1)
    amounts = _amounts(b)
    if a.is_empty or not amounts:
        return ConstantRange.empty(w)
    smin, smax = amounts[0][0], amounts[-1][1]
    ps = pieces(a)
    if nuw:
        ps = clip(ps, 0, m >> smin)
    if nsw:
        ps = meet_pieces(ps, signed_pieces(-half >> smin, (half - 1) >> smin, w))
    if not ps:
        return ConstantRange.empty(w)
    # The hulls, as in ConstantRange::shl.
    ul, uh = ps[0][0], ps[-1][1]
    r = interval(0, m & ~((1 << smin) - 1), w)  # at least smin trailing zeros
    if nuw or uh << smax <= m:
        r = meet((r, interval(ul << smin, min(uh << smax, m), w)), w)
    sh = [(to_signed(lo, w), to_signed(hi, w)) for lo, hi in halves(ps, w)]
    sl, su = min(lo for lo, _ in sh), max(hi for _, hi in sh)
    corners = (sl << smin, sl << smax, su << smin, su << smax)
    if nsw or (min(corners) >= -half and max(corners) < half):
        r = meet((r, interval(max(min(corners), -half), min(max(corners), half - 1), w)), w)
    each = _each_amount(amounts)
    if each is not None:
        r = meet((r, cover((p for s in each for p in _shl_const(ps, s, nuw, nsw, w)), w)), w)
    return r


def lshr(a: ConstantRange, b: ConstantRange, exact: bool = False) -> ConstantRange:
    """ConstantRange::lshr, per piece: [lo >> smax, hi >> smin] (or amount by amount)."""
    w = a.width
    amounts = _amounts(b)
    if a.is_empty or not amounts:
        return ConstantRange.empty(w)
    each = _each_amount(amounts)
    if each is None:
        smin, smax = amounts[0][0], amounts[-1][1]
        out = [(lo >> smax, hi >> smin) for lo, hi in pieces(a)]
    else:
        out = [(lo >> s, hi >> s) for lo, hi in pieces(a) for s in each]
    return _exact_nonzero(cover(out, w), a, exact)


def ashr(a: ConstantRange, b: ConstantRange, exact: bool = False) -> ConstantRange:
    """ConstantRange::ashr, per signed half: shifting moves a value toward 0 or −1, so a
    non-negative half is [lo >> smax, hi >> smin] and a negative one [lo >> smin, hi >> smax]."""
    w = a.width
    amounts = _amounts(b)
    if a.is_empty or not amounts:
        return ConstantRange.empty(w)
    smin, smax = amounts[0][0], amounts[-1][1]
    each = _each_amount(amounts)
    out: Pieces = []
    for lo, hi in signed_halves(a):
        if each is not None:
            for s in each:
                out += signed_pieces(lo >> s, hi >> s, w)
        elif lo >= 0:
            out += signed_pieces(lo >> smax, hi >> smin, w)
        else:
            out += signed_pieces(lo >> smin, hi >> smax, w)
    return _exact_nonzero(cover(out, w), a, exact)


def ushl_sat(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    """ConstantRange::ushl_sat: x << s when no one bit is lost, else 2^w − 1."""
    w = a.width
    m = mask(w)
    amounts = _amounts(b)
    if a.is_empty or not amounts:
        return ConstantRange.empty(w)
    smin, smax = amounts[0][0], amounts[-1][1]
    r = cover([(min(lo << smin, m), min(hi << smax, m)) for lo, hi in pieces(a)], w)
    each = _each_amount(amounts)
    if each is not None:
        out: Pieces = []
        for s in each:
            out += _shl_const(pieces(a), s, True, False, w)
            if a.unsigned_max > m >> s:
                out.append((m, m))
        r = intersect(r, cover(out, w))
    return r


def sshl_sat(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    """ConstantRange::sshl_sat: x · 2^s clamped to the signed range, monotone in x and,
    by x's sign, in s."""
    w = a.width
    half = 1 << (w - 1)
    amounts = _amounts(b)
    if a.is_empty or not amounts:
        return ConstantRange.empty(w)
    smin, smax = amounts[0][0], amounts[-1][1]

    def clamp(v: int) -> int:
        return min(max(v, -half), half - 1)

    out: Pieces = []
    for lo, hi in signed_halves(a):
        new_lo = clamp(lo << (smax if lo < 0 else smin))
        new_hi = clamp(hi << (smin if hi < 0 else smax))
        out += signed_pieces(new_lo, new_hi, w)
    r = cover(out, w)
    each = _each_amount(amounts)
    if each is not None:
        exact: Pieces = []
        for s in each:
            exact += _shl_const(pieces(a), s, False, True, w)
            if a.signed_max > (half - 1) >> s:
                exact.append((half - 1, half - 1))
            if a.signed_min < -half >> s:
                exact.append((half, half))
        r = intersect(r, cover(exact, w))
    return r


# --- bitwise ---------------------------------------------------------------------------
# Hacker's Delight (2nd ed.) §4-3: exact bounds of x op y over x ∈ [a, b], y ∈ [c, d],
# walking the bits from the top. Per pair of pieces they give the exact hull.


def _min_or(a: int, b: int, c: int, d: int, w: int) -> int:
    m = 1 << (w - 1)
    while m:
        if ~a & c & m:
            t = (a | m) & -m
            if t <= b:
                a = t
                break
        elif a & ~c & m:
            t = (c | m) & -m
            if t <= d:
                c = t
                break
        m >>= 1
    return a | c


def _max_or(a: int, b: int, c: int, d: int, w: int) -> int:
    m = 1 << (w - 1)
    while m:
        if b & d & m:
            t = (b - m) | (m - 1)
            if t >= a:
                b = t
                break
            t = (d - m) | (m - 1)
            if t >= c:
                d = t
                break
        m >>= 1
    return b | d


def _min_and(a: int, b: int, c: int, d: int, w: int) -> int:
    m = 1 << (w - 1)
    while m:
        if ~a & ~c & m:
            t = (a | m) & -m
            if t <= b:
                a = t
                break
            t = (c | m) & -m
            if t <= d:
                c = t
                break
        m >>= 1
    return a & c


def _max_and(a: int, b: int, c: int, d: int, w: int) -> int:
    m = 1 << (w - 1)
    while m:
        if b & ~d & m:
            t = (b & ~m) | (m - 1)
            if t >= a:
                b = t
                break
        elif ~b & d & m:
            t = (d & ~m) | (m - 1)
            if t >= c:
                d = t
                break
        m >>= 1
    return b & d


def _min_xor(a: int, b: int, c: int, d: int, w: int) -> int:
    m = 1 << (w - 1)
    while m:
        if ~a & c & m:
            t = (a | m) & -m
            if t <= b:
                a = t
        elif a & ~c & m:
            t = (c | m) & -m
            if t <= d:
                c = t
        m >>= 1
    return a ^ c


def _max_xor(a: int, b: int, c: int, d: int, w: int) -> int:
    m = 1 << (w - 1)
    while m:
        if b & d & m:
            t = (b - m) | (m - 1)
            if t >= a:
                b = t
            else:
                t = (d - m) | (m - 1)
                if t >= c:
                    d = t
        m >>= 1
    return b ^ d


_Bound = Callable[[int, int, int, int, int], int]


def _bitwise(
    a: ConstantRange,
    b: ConstantRange,
    lo_bound: _Bound,
    hi_bound: _Bound,
    combine: Callable[[KnownBits, KnownBits], KnownBits],
    ka: KnownBits | None,
    kb: KnownBits | None,
) -> ConstantRange | None:
    """The pieces' exact hulls, met with fromKnownBits of the combined known bits (the
    operands' own, if given, and their ranges')."""
    w = a.width
    if a.is_empty or b.is_empty:
        return None
    known_a, known_b = _operand_known(a, ka), _operand_known(b, kb)
    if known_a is None or known_b is None:
        return None
    hulls = [(lo_bound(al, ah, bl, bh, w), hi_bound(al, ah, bl, bh, w)) for al, ah in pieces(a) for bl, bh in pieces(b)]
    return meet((cover(hulls, w), known_range(combine(known_a, known_b))), w)


def binary_and(
    a: ConstantRange, b: ConstantRange, ka: KnownBits | None = None, kb: KnownBits | None = None
) -> ConstantRange:
    """ConstantRange::binaryAnd."""
    r = _bitwise(a, b, _min_and, _max_and, known_and, ka, kb)
    return ConstantRange.empty(a.width) if r is None else r


def binary_or(
    a: ConstantRange,
    b: ConstantRange,
    ka: KnownBits | None = None,
    kb: KnownBits | None = None,
    disjoint: bool = False,
) -> ConstantRange:
    """ConstantRange::binaryOr; `or disjoint` is also `add nuw nsw` (no common bit, so no
    carry; LangRef or: the shared-bit case is poison)."""
    r = _bitwise(a, b, _min_or, _max_or, known_or, ka, kb)
    if r is None:
        return ConstantRange.empty(a.width)
    if disjoint:
        r = intersect(r, add(a, b, nuw=True, nsw=True))
    return r


def binary_xor(
    a: ConstantRange, b: ConstantRange, ka: KnownBits | None = None, kb: KnownBits | None = None
) -> ConstantRange:
    """ConstantRange::binaryXor: when one operand's possible ones are all known ones of
    the other, x ^ y is a subtraction (no borrow), which ranges track well."""
    w = a.width
    r = _bitwise(a, b, _min_xor, _max_xor, known_xor, ka, kb)
    if r is None:
        return ConstantRange.empty(w)
    known_a, known_b = _operand_known(a, ka), _operand_known(b, kb)
    assert known_a is not None and known_b is not None  # checked by _bitwise
    m = mask(w)
    if m & ~known_a.zero & ~known_b.one == 0:
        r = intersect(r, sub(b, a))
    elif m & ~known_b.zero & ~known_a.one == 0:
        r = intersect(r, sub(a, b))
    for x, y in ((a, b), (b, a)):
        if y.size == 1 and y.lo == 1 << (w - 1):
            r = intersect(r, add(x, y))  # flipping the sign bit is adding it
    return r


# --- min, max, abs ---------------------------------------------------------------------
# The result is one of the operands: umax(x, y) ∈ (x ∩ [umin y, ∞)) ∪ (y ∩ [umin x, ∞)),
# and so on; exact, and never worse than ConstantRange::umax's hull met with the union.


def umax(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    w, m = a.width, mask(a.width)
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    return cover(clip(pieces(a), b.unsigned_min, m) + clip(pieces(b), a.unsigned_min, m), w)


def umin(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    return cover(clip(pieces(a), 0, b.unsigned_max) + clip(pieces(b), 0, a.unsigned_max), w)


def smax(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    top = (1 << (w - 1)) - 1
    return cover(
        meet_pieces(pieces(a), signed_pieces(b.signed_min, top, w))
        + meet_pieces(pieces(b), signed_pieces(a.signed_min, top, w)),
        w,
    )


def smin(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    bottom = -(1 << (w - 1))
    return cover(
        meet_pieces(pieces(a), signed_pieces(bottom, b.signed_max, w))
        + meet_pieces(pieces(b), signed_pieces(bottom, a.signed_max, w)),
        w,
    )


def abs_(a: ConstantRange, int_min_poison: bool = False) -> ConstantRange:
    """ConstantRange::abs: per signed half; |INT_MIN| is INT_MIN (2^(w−1) unsigned)
    unless it is poison (llvm.abs is_int_min_poison)."""
    w = a.width
    out: Pieces = []
    for lo, hi in signed_halves(a):
        if lo >= 0:
            out.append((lo, hi))
            continue
        if int_min_poison and lo == -(1 << (w - 1)):
            lo += 1
        if lo <= hi:
            out.append((-hi, -lo))
    return cover(out, w)


# --- casts -----------------------------------------------------------------------------


def zext(a: ConstantRange, width: int, nneg: bool = False) -> ConstantRange:
    """ConstantRange::zeroExtend; `zext nneg` drops the negative half (LangRef zext:
    poison)."""
    ps = pieces(a)
    if nneg:
        ps = clip(ps, 0, (1 << (a.width - 1)) - 1)
    return cover(ps, width)


def sext(a: ConstantRange, width: int) -> ConstantRange:
    """ConstantRange::signExtend: each signed half keeps its signed values."""
    return cover((p for lo, hi in signed_halves(a) for p in signed_pieces(lo, hi, width)), width)


def trunc(a: ConstantRange, width: int, nuw: bool = False, nsw: bool = False) -> ConstantRange:
    """ConstantRange::truncate: a piece of fewer than 2^width values stays one arc.
    `trunc nuw` / `nsw` keep only operands that zext / sext back (LangRef trunc)."""
    ps = pieces(a)
    if nuw:
        ps = clip(ps, 0, mask(width))
    if nsw:
        ps = meet_pieces(ps, signed_pieces(-(1 << (width - 1)), (1 << (width - 1)) - 1, a.width))
    return cover((p for lo, hi in ps for p in pieces(interval(lo, hi, width))), width)


# --- saturating arithmetic -------------------------------------------------------------


def _saturating(a: ConstantRange, b: ConstantRange, box: Box, signed: bool) -> ConstantRange:
    """Saturation clamps the exact result, which keeps [min, max] of each box in order."""
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w)
    lo_limit, hi_limit = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, mask(w))
    out: Pieces = []
    for upair_a, upair_b, spair_a, spair_b in _box_pairs(a, b):
        (al, ah), (bl, bh) = (spair_a, spair_b) if signed else (upair_a, upair_b)
        lo, hi = box(al, ah, bl, bh)
        lo, hi = min(max(lo, lo_limit), hi_limit), min(max(hi, lo_limit), hi_limit)
        out += signed_pieces(lo, hi, w) if signed else [(lo, hi)]
    return cover(out, w)


def uadd_sat(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    return _saturating(a, b, _add_box, False)


def usub_sat(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    return _saturating(a, b, _sub_box, False)


def sadd_sat(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    return _saturating(a, b, _add_box, True)


def ssub_sat(a: ConstantRange, b: ConstantRange) -> ConstantRange:
    return _saturating(a, b, _sub_box, True)


# --- bit counting ----------------------------------------------------------------------


def _popcount_hull(lo: int, hi: int, w: int) -> Piece:
    """getUnsignedPopCountRange: with P the common prefix of lo and hi, the suffix runs
    from P10…0 (or P00…0 = lo) to P01…1 (or P11…1 = hi)."""
    if lo == hi:
        return lo.bit_count(), lo.bit_count()
    rest = (lo ^ hi).bit_length()
    low = (1 << rest) - 1
    prefix = (lo >> rest).bit_count()
    return prefix + (1 if lo & low else 0), prefix + rest - (0 if hi & low == low else 1)


def ctpop(a: ConstantRange) -> ConstantRange:
    """ConstantRange::ctpop, per piece."""
    w = a.width
    return cover((_popcount_hull(lo, hi, w) for lo, hi in pieces(a)), w)


def ctlz(a: ConstantRange, zero_poison: bool = False) -> ConstantRange:
    """ConstantRange::ctlz: non-increasing in the unsigned value, so [clz hi, clz lo] per
    piece; ctlz 0 = w, or poison with is_zero_poison."""
    w = a.width
    ps = clip(pieces(a), 1 if zero_poison else 0, mask(w))
    return cover(((w - hi.bit_length(), w - lo.bit_length()) for lo, hi in ps), w)


def _ctz(v: int, w: int) -> int:
    return (v & -v).bit_length() - 1 if v else w


def _cttz_piece(lo: int, hi: int, w: int) -> Piece:
    """getUnsignedCountTrailingZerosRange: two or more consecutive values include an odd
    one (0); the most zeros are lo's own or those of P10…0 after the common prefix P."""
    if lo == hi:
        return _ctz(lo, w), _ctz(lo, w)
    return 0, max((lo ^ hi).bit_length() - 1, _ctz(lo, w))


def cttz(a: ConstantRange, zero_poison: bool = False) -> ConstantRange:
    """ConstantRange::cttz, per piece; cttz 0 = w, or poison with is_zero_poison."""
    w = a.width
    ps = clip(pieces(a), 1 if zero_poison else 0, mask(w))
    return cover((_cttz_piece(lo, hi, w) for lo, hi in ps), w)


# --- comparisons -----------------------------------------------------------------------


def _decide(pred: Opcode, x: ConstantRange, y: ConstantRange) -> bool | None:
    """ConstantRange::icmp both ways: True / False when the predicate holds for every /
    no pair of values, None when the ranges do not decide it."""
    if pred in (Opcode.EQ, Opcode.NE):
        if x.size == 1 and y.size == 1 and x.lo == y.lo:
            return pred is Opcode.EQ
        if not meet_pieces(pieces(x), pieces(y)):
            return pred is Opcode.NE
        return None
    if pred in (Opcode.UGT, Opcode.UGE, Opcode.SGT, Opcode.SGE):
        swapped = {Opcode.UGT: Opcode.ULT, Opcode.UGE: Opcode.ULE, Opcode.SGT: Opcode.SLT, Opcode.SGE: Opcode.SLE}
        return _decide(swapped[pred], y, x)
    if pred in (Opcode.ULT, Opcode.ULE):
        xl, xh, yl, yh = x.unsigned_min, x.unsigned_max, y.unsigned_min, y.unsigned_max
    else:
        xl, xh, yl, yh = x.signed_min, x.signed_max, y.signed_min, y.signed_max
    if pred in (Opcode.ULT, Opcode.SLT):
        return True if xh < yl else False if xl >= yh else None
    return True if xh <= yl else False if xl > yh else None


def icmp_result(pred: Opcode, a: ConstantRange, b: ConstantRange, samesign: bool = False) -> ConstantRange:
    """The i1 range of `icmp pred a, b`: a single value when the ranges decide it.
    `samesign` (LangRef icmp: poison when the signs differ) splits the question by sign."""
    w = a.width
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(1)
    cases = [(a, b)]
    if samesign:
        s = 1 << (w - 1)
        nonneg, neg = ConstantRange.non_empty(0, s, w), ConstantRange.non_empty(s, 0, w)
        cases = [(intersect(a, part), intersect(b, part)) for part in (nonneg, neg)]
        cases = [(x, y) for x, y in cases if not (x.is_empty or y.is_empty)]
        if not cases:
            return ConstantRange.empty(1)
    verdicts = {_decide(pred, x, y) for x, y in cases}
    if verdicts == {True}:
        return point(1, 1)
    if verdicts == {False}:
        return point(0, 1)
    return ConstantRange.full(1)


# --- with.overflow ---------------------------------------------------------------------

WITH_OVERFLOW_KINDS: dict[Opcode, tuple[Box, bool]] = {
    Opcode.UADD_WO: (_add_box, False),
    Opcode.SADD_WO: (_add_box, True),
    Opcode.USUB_WO: (_sub_box, False),
    Opcode.SSUB_WO: (_sub_box, True),
    Opcode.UMUL_WO: (_mul_box, False),
    Opcode.SMUL_WO: (_mul_box, True),
}


def with_overflow(op: Opcode, a: ConstantRange, b: ConstantRange) -> ConstantRange:
    """The i(w+1) aggregate of `op` (Souper's packing: wrapped result + flag · 2^w).

    Per pair of halves the exact results form one interval in the overflow's own
    reading (unsigned or signed): the part that fits gives results with flag 0, the
    parts above and below the representable values give their wrapped images with
    flag 1."""
    w = a.width
    n, m, s = 1 << w, mask(w), 1 << (w - 1)
    if a.is_empty or b.is_empty:
        return ConstantRange.empty(w + 1)
    box, signed = WITH_OVERFLOW_KINDS[op]
    low_limit, high_limit = (-s, s - 1) if signed else (0, m)
    out: Pieces = []
    for (al, ah), (bl, bh), (sal, sah), (sbl, sbh) in _box_pairs(a, b):
        ulo, uhi = box(al, ah, bl, bh)
        slo, shi = box(sal, sah, sbl, sbh)
        wrapped = meet_pieces(pieces(interval(ulo, uhi, w)), pieces(interval(slo, shi, w)))
        lo, hi = (slo, shi) if signed else (ulo, uhi)
        parts = (
            (max(lo, low_limit), min(hi, high_limit), 0),
            (max(lo, high_limit + 1), hi, n),
            (lo, min(hi, low_limit - 1), n),
        )
        for plo, phi, flag in parts:
            if plo <= phi:
                out += [(x + flag, y + flag) for x, y in meet_pieces(wrapped, pieces(interval(plo, phi, w)))]
    return cover(out, w + 1)
