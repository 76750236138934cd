"""LLVM's facts through the plugin: pinned on small hand-written functions (the same
on LLVM 19 and 22), many functions in one opt process, and every failure mode of the
opt run and of the output as a one-line LLVMRunError."""

from __future__ import annotations

import os
import signal
import textwrap
import time
from pathlib import Path

import pytest

from auditor.analyses.llvm.facts import LLVMRunError, ValueFacts, parse_facts, run_facts
from auditor.analyses.llvm.toolchain import Toolchain, plugin_path
from auditor.domains.demanded_bits import DemandedBits
from auditor.domains.known_bits import KnownBits
from auditor.domains.ranges import ConstantRange
from auditor.domains.sign_bits import SignBits

# Only syntax both opt-19 and opt-22 parse (no `samesign`, no `nneg` on uitofp …).
MODULE = r"""
define i8 @and_mask(i8 %x) {
  %a = and i8 %x, 15
  ret i8 %a
}

define i8 @ashr4(i8 %x) {
  %s = ashr i8 %x, 4
  ret i8 %s
}

define i32 @mul40(i32 %x) {
  %m = mul i32 %x, 40
  ret i32 %m
}

define i32 @zext(i8 %x) {
  %z = zext i8 %x to i32
  ret i32 %z
}

define i8 @or1(i8 %x) {
  %o = or i8 %x, 1
  ret i8 %o
}

define i8 @range_param(i8 range(i8 0, 10) %r) {
  %r1 = add i8 %r, 1
  ret i8 %r1
}

define i8 @select_zero(i8 %x) {
  %c = icmp eq i8 %x, 0
  %sel = select i1 %c, i8 1, i8 %x
  ret i8 %sel
}

define i8 @select_zero_noundef(i8 noundef %x) {
  %c = icmp eq i8 %x, 0
  %sel = select i1 %c, i8 1, i8 %x
  ret i8 %sel
}

define i8 @dead(i8 %x, i8 %unused) {
  %d = add i8 %x, 3
  ret i8 %x
}

define i1 @bool(i1 %b, i8 %x) {
  %c = icmp ult i8 %x, 10
  %n = xor i1 %c, true
  %t = and i1 %n, %b
  ret i1 %t
}

define i128 @wide(i64 %x) {
  %w = zext i64 %x to i128
  %s = shl nuw i128 %w, 60
  ret i128 %s
}

define i1024 @huge(i1024 %x) {
  %a = and i1024 %x, 255
  %n = sub i1024 0, %a
  ret i1024 %n
}

define i8 @names(i8 %"a b") {
  %"x:y#\22z" = add i8 %"a b", 1
  %"tab\09and\5Cslash" = xor i8 %"x:y#\22z", 3
  ret i8 %"tab\09and\5Cslash"
}

define i8 @bools(i8 %x) {
  %p = shl i8 1, %x
  %n = or i8 %x, -128
  %h = lshr i8 %x, 1
  %s = add i8 %p, %n
  %t = add i8 %s, %h
  ret i8 %t
}

define i8 @unnamed(i8 %x) {
  %1 = add i8 %x, 1
  ret i8 %1
}

define void @uses_without_integer_users(i8 %x, i1 %b, ptr %p) {
entry:
  store i8 %x, ptr %p
  br i1 %b, label %then, label %done
then:
  br label %done
done:
  ret void
}

define i8 @0(i8 %x) {
  ret i8 %x
}

define void @no_integers(ptr %p) {
  ret void
}

declare i8 @declared(i8)
"""


@pytest.fixture
def plugin(tc: Toolchain, plugin_cache: Path) -> Path:
    return plugin_path(tc, plugin_cache)


@pytest.fixture
def facts(tc: Toolchain, plugin: Path) -> dict[str, dict[str, ValueFacts]]:
    return run_facts(tc, MODULE, plugin=plugin)


def full(width: int) -> ConstantRange:
    return ConstantRange.full(width)


def cr(lo: int, hi: int, width: int) -> ConstantRange:
    return ConstantRange(lo, hi, width)


def unknown(width: int, demanded: int | None) -> ValueFacts:
    """What LLVM knows about an unconstrained value."""
    return ValueFacts(
        width=width,
        known_bits=KnownBits.unknown(width),
        sign_bits=SignBits(1, width),
        power_of_two=False,
        non_zero=False,
        negative=False,
        non_negative=False,
        ccr_unsigned=full(width),
        ccr_signed=full(width),
        lvi=full(width),
        scev_unsigned=full(width),
        scev_signed=full(width),
        demanded=None if demanded is None else DemandedBits(demanded, width),
    )


def test_functions_and_values_are_keyed_by_name(facts: dict[str, dict[str, ValueFacts]]) -> None:
    assert "declared" not in facts  # declarations have no facts
    assert facts["no_integers"] == {}
    assert list(facts["bool"]) == ["b", "x", "c", "n", "t"]  # arguments, then instructions
    assert list(facts["unnamed"]) == ["x"]  # %1 has no name to key it by
    assert "0" not in facts and "" not in facts  # nor has @0


def test_and_mask(facts: dict[str, dict[str, ValueFacts]]) -> None:
    a = facts["and_mask"]["a"]
    assert a.known_bits == KnownBits(0xF0, 0, 8)
    assert a.sign_bits == SignBits(4, 8)
    assert (a.non_negative, a.negative, a.non_zero, a.power_of_two) == (True, False, False, False)
    assert a.ccr_unsigned == a.ccr_signed == a.lvi == a.scev_unsigned == a.scev_signed == cr(0, 16, 8)
    assert facts["and_mask"]["x"].demanded == DemandedBits(0x0F, 8)


def test_ashr_sign_bits(facts: dict[str, dict[str, ValueFacts]]) -> None:
    s = facts["ashr4"]["s"]
    assert s.sign_bits == SignBits(5, 8)
    assert s.known_bits == KnownBits.unknown(8)
    assert s.lvi == s.scev_signed == cr(0xF8, 0x08, 8)  # [-8, 8), wrapping unsigned
    assert facts["ashr4"]["x"].demanded == DemandedBits(0xF0, 8)


def test_mul_demands_every_bit_of_its_operand(facts: dict[str, dict[str, ValueFacts]]) -> None:
    # Best is 0x1FFFFFFF (x·40 = x·5·8 never sees the top 3 bits); LLVM demands all.
    assert facts["mul40"]["x"].demanded == DemandedBits(0xFFFFFFFF, 32)
    m = facts["mul40"]["m"]
    assert m.known_bits == KnownBits(0x7, 0, 32)
    assert m.scev_unsigned == cr(0, 0xFFFFFFF9, 32)


def test_zext_ranges(facts: dict[str, dict[str, ValueFacts]]) -> None:
    z = facts["zext"]["z"]
    assert z.lvi == z.scev_unsigned == z.scev_signed == cr(0, 256, 32)
    # computeConstantRange does not look through casts: it says nothing here.
    assert z.ccr_unsigned == z.ccr_signed == full(32)
    assert z.known_bits == KnownBits(0xFFFFFF00, 0, 32)
    assert z.sign_bits == SignBits(24, 32)


def test_or_one_is_non_zero(facts: dict[str, dict[str, ValueFacts]]) -> None:
    o = facts["or1"]["o"]
    assert o.non_zero and not o.power_of_two
    assert o.known_bits == KnownBits(0, 1, 8)
    assert o.lvi == o.ccr_unsigned == cr(1, 0, 8)
    assert facts["or1"]["x"].demanded == DemandedBits(0xFE, 8)


def test_range_attribute_is_seen(facts: dict[str, dict[str, ValueFacts]]) -> None:
    r = facts["range_param"]["r"]
    assert r.lvi == r.ccr_unsigned == r.ccr_signed == r.scev_unsigned == cr(0, 10, 8)
    assert r.known_bits == KnownBits(0xF0, 0, 8)
    r1 = facts["range_param"]["r1"]
    assert r1.lvi == r1.scev_unsigned == cr(1, 11, 8)
    assert r1.ccr_unsigned == full(8)  # no constant operand range for a variable add
    assert r1.non_zero


def test_select_of_zero_test(facts: dict[str, dict[str, ValueFacts]]) -> None:
    sel = facts["select_zero"]["sel"]
    # Known LLVM imprecision: LVI gives up on `select (x == 0), 1, x` when x may be
    # undef (best: [1, 0)); with `noundef` it is exact. SCEV sees 1 umax x.
    assert sel.lvi == full(8)
    assert sel.non_zero
    assert sel.scev_unsigned == cr(1, 0, 8)
    assert facts["select_zero_noundef"]["sel"].lvi == cr(1, 0, 8)


def test_dead_values(facts: dict[str, dict[str, ValueFacts]]) -> None:
    assert facts["dead"]["d"].demanded is None
    assert facts["dead"]["unused"] == unknown(8, demanded=0)  # no live use: nothing demanded
    assert facts["dead"]["x"] == unknown(8, demanded=0xFF)


def test_i1_values(facts: dict[str, dict[str, ValueFacts]]) -> None:
    for name in ("b", "c", "n", "t"):
        assert facts["bool"][name] == unknown(1, demanded=1), name


def test_wide_values(facts: dict[str, dict[str, ValueFacts]]) -> None:
    w = facts["wide"]["w"]
    assert w.width == 128
    assert w.known_bits == KnownBits(((1 << 64) - 1) << 64, 0, 128)
    assert w.lvi == w.scev_unsigned == cr(0, 1 << 64, 128)
    s = facts["wide"]["s"]
    assert s.known_bits == KnownBits((0xF << 124) | ((1 << 60) - 1), 0, 128)
    assert s.sign_bits == SignBits(4, 128)
    assert s.scev_unsigned == cr(0, ((1 << 64) - 1) << 60 | 1, 128)
    huge = facts["huge"]
    assert huge["a"].known_bits == KnownBits((1 << 1024) - 256, 0, 1024)
    assert huge["a"].lvi == cr(0, 256, 1024)
    assert huge["n"].lvi == cr((1 << 1024) - 255, 1, 1024)  # [-255, 0]
    assert huge["n"].sign_bits == SignBits(1024 - 8, 1024)


def test_names_round_trip(facts: dict[str, dict[str, ValueFacts]]) -> None:
    assert list(facts["names"]) == ["a b", 'x:y#"z', "tab\tand\\slash"]


def test_boolean_claims(facts: dict[str, dict[str, ValueFacts]]) -> None:
    b = facts["bools"]
    assert (b["p"].power_of_two, b["p"].non_zero, b["p"].negative) == (True, True, False)
    assert (b["n"].negative, b["n"].non_zero, b["n"].non_negative) == (True, True, False)
    assert (b["h"].non_negative, b["h"].negative) == (True, False)
    assert b["p"].ccr_unsigned == cr(1, 129, 8)


def test_uses_by_void_instructions_demand_everything(facts: dict[str, dict[str, ValueFacts]]) -> None:
    # DemandedBits::getDemandedBits(Use*) crashes opt on a use by store/br/ret; the
    # plugin answers those itself.
    f = facts["uses_without_integer_users"]
    assert f["x"].demanded == DemandedBits(0xFF, 8)
    assert f["b"].demanded == DemandedBits(1, 1)


def test_many_functions_in_one_process(tc: Toolchain, plugin: Path) -> None:
    n = 2000
    body = """
    define i32 @f{i}(i32 %x, i32 %y) {{
      %a = and i32 %x, {i}
      %b = lshr i32 %y, 3
      %c = add nuw i32 %a, %b
      %d = icmp ult i32 %c, 1000
      %e = select i1 %d, i32 %c, i32 7
      ret i32 %e
    }}
    """
    module = "".join(textwrap.dedent(body).format(i=i) for i in range(n))
    facts = run_facts(tc, module, plugin=plugin)
    values = sum(len(v) for v in facts.values())
    assert len(facts) == n and values == 7 * n
    assert facts["f12"]["a"].known_bits == KnownBits(0xFFFFFFFF & ~12, 0, 32)
    assert facts["f1999"]["a"].ccr_unsigned == cr(0, 2000, 32)


# --- opt failing ----------------------------------------------------------------------


def test_invalid_ir_is_opts_message(tc: Toolchain, plugin: Path) -> None:
    with pytest.raises(LLVMRunError, match="error: ") as info:
        run_facts(tc, "define i8 @f(i8 %x) {\n  %a = bogus i8 %x, 1\n  ret i8 %a\n}\n", plugin=plugin)
    message = str(info.value)
    assert "\n" not in message and "<stdin>:2:8: error: expected instruction opcode" in message


def fake_opt(tmp_path: Path, body: str) -> Toolchain:
    opt = tmp_path / "opt"
    opt.write_text("#!/bin/sh\n" + textwrap.dedent(body))
    opt.chmod(0o755)
    return Toolchain(llvm_config=tmp_path / "llvm-config", version="22.1.0", major=22, bindir=tmp_path, opt=opt)


def gone(pid: int) -> bool:
    """Exited and reaped, or a zombie waiting for its new parent to reap it."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in status


def test_timeout_kills_the_whole_process_group(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    tc = fake_opt(tmp_path, f"sleep 300 &\necho $! > {pid_file}\nwait\n")
    with pytest.raises(LLVMRunError, match=r"^opt timed out after 1 s$"):
        run_facts(tc, "", timeout=1.0, plugin=tmp_path / "unused.so")
    child = int(pid_file.read_text())
    deadline = time.monotonic() + 5
    while not gone(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    if not gone(child):
        os.kill(child, signal.SIGKILL)
        pytest.fail("the child of the timed-out opt survived")


def test_a_crash_names_the_signal_and_the_pass(tmp_path: Path) -> None:
    tc = fake_opt(
        tmp_path,
        """
        cat > /dev/null
        echo "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/" >&2
        echo "Stack dump:" >&2
        printf '0.\\tProgram arguments: opt -passes=auditor-facts\\n' >&2
        printf '1.\\tRunning pass "{anonymous}::AuditorFactsPass" on module "<stdin>"\\n' >&2
        kill -SEGV $$
        """,
    )
    with pytest.raises(LLVMRunError, match=r"opt crashed \(signal SIGSEGV\): Running pass .*AuditorFactsPass"):
        run_facts(tc, "", plugin=tmp_path / "unused.so")


def test_failure_without_a_message(tmp_path: Path) -> None:
    tc = fake_opt(tmp_path, "exit 4\n")
    with pytest.raises(LLVMRunError, match="exited with status 4 and no message"):
        run_facts(tc, "", plugin=tmp_path / "unused.so")


# --- parsing strictly (no LLVM needed) -------------------------------------------------

HEADER = b"auditor-facts 1 22.1.8\n"
RECORD = b"I 8 f0 0 4 0001 0 10 0 10 0 10 0 10 0 10 ff a\n"


def test_parse_a_minimal_output() -> None:
    facts = parse_facts(HEADER + b"F f\n" + RECORD + b"end 1 1\n")
    assert facts["f"]["a"].known_bits == KnownBits(0xF0, 0, 8)
    assert facts["f"]["a"].demanded == DemandedBits(0xFF, 8)


def test_parse_optional_fields_and_escapes() -> None:
    line = b"A 4 0 0 1 0000 0 0 f f 1 0 - - - - - we\\0Aird \\5C name\n"
    facts = parse_facts(HEADER + b"F g\\09h\n" + line + b"end 1 1\n")
    v = facts["g\th"]["we\nird \\ name"]
    assert v.scev_unsigned is None and v.scev_signed is None and v.demanded is None
    assert v.ccr_unsigned.is_empty and v.ccr_signed.is_full and v.lvi == cr(1, 0, 4)


@pytest.mark.parametrize(
    ("output", "message"),
    [
        (b"", "does not end in a newline"),
        (HEADER + b"F f\n" + RECORD, "no end line"),
        (HEADER + b"F f\n" + RECORD.rstrip(b"\n"), "does not end in a newline"),
        (b"hello\n", "expected the 'auditor-facts' header"),
        (b"auditor-facts 2 22.1.8\nend 0 0\n", "format 2"),
        (HEADER + RECORD + b"end 0 1\n", "value before any function"),
        (HEADER + b"F f\n" + RECORD + b"end 1 2\n", "counts disagree"),
        (HEADER + b"F f\n" + RECORD + RECORD + b"end 1 2\n", "second record for %a"),
        (HEADER + b"F f\nF f\nend 2 0\n", "repeated function name"),
        (HEADER + b"end 0 0\nF f\n", "output after the end line"),
        (HEADER + b"F f\n" + RECORD.replace(b"0001", b"0002") + b"end 1 1\n", "not a function, value or end line"),
        (HEADER + b"F f\n" + RECORD.replace(b" f0 ", b" 0xf0 ") + b"end 1 1\n", "not a function, value or end line"),
        (HEADER + b"F f\n" + RECORD.replace(b" f0 0 ", b" f0 10 ") + b"end 1 1\n", "claimed known both 0 and 1"),
        (HEADER + b"F f\n" + RECORD.replace(b" 4 0001", b" 9 0001") + b"end 1 1\n", "sign-bit count 9"),
        (HEADER + b"F f\n" + RECORD.replace(b"0 10 0 10 0 10", b"0 10 5 5 0 10") + b"end 1 1\n", "neither the full"),
        (HEADER + b"F f\n" + RECORD.replace(b" a\n", b" a\\b\n") + b"end 1 1\n", "starts no"),
    ],
)
def test_malformed_output_is_an_error(output: bytes, message: str) -> None:
    with pytest.raises(LLVMRunError, match=message) as info:
        parse_facts(output)
    assert "\n" not in str(info.value)
