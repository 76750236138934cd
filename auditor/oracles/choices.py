"""Choices of definition the oracle can be asked to follow (docs/semantics.md).

Kept apart from the modules that use them (the session, the demanded-bits oracle,
the options, the CLI) so that each can import them without importing the others.
"""

from __future__ import annotations

from enum import StrEnum


class DemandedSemantics(StrEnum):
    """What makes a bit flip observable for demanded bits (docs/semantics.md,
    "Poison-generating flags and demanded bits").

    `transform` (default): the flipped program drops the poison-generating flags of
    the instructions the flip reaches, as LLVM's BDCE does; a flip is observable when
    the original is defined with a non-poison root and the flipped execution is
    undefined, poison, or differs in a demanded root bit. The fact a transformation
    can rely on.

    `souper`: Souper's definition (testDemandedBits): both copies keep their flags,
    and a flip is observable only in an execution where both the original and the
    flipped copy are defined with a non-poison root and differ in a demanded root
    bit; executions whose flipped copy is poison or undefined are left out. For
    comparing with Souper (and the CGO 2020 study); not safe for a transformation."""

    TRANSFORM = "transform"
    SOUPER = "souper"
