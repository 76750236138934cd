"""The control flow of one parsed LLVM `Function`, as fragment extraction needs it:
successors and predecessors, reverse postorder, dominators, LLVM's edge dominance and
the branch conditions ("guards") known to hold in a block.

Edges are taken from each block's last instruction's `successors` (LLVM successor
order), one edge per listed target, so `br i1 %c, label %a, label %a` is two edges
%0→%a and a `switch` with two cases to one block has two edges to it. Multiplicity
matters for edge dominance: like LLVM, a duplicated edge dominates nothing.

Only blocks reachable from the entry block take part in dominance. Unlike LLVM (where
an unreachable block is dominated by every block), every dominance question about an
unreachable block is answered False, and it has no guards.

Example::

    entry:  br i1 %c, label %then, label %join
    then:   br label %join
    join:   ret void

    cfg = Cfg.of(function)
    cfg.successors["entry"] == ("then", "join")
    cfg.idom["join"] == "entry"
    cfg.edge_dominates("entry", "then", "then") is True
    cfg.edge_dominates("entry", "join", "join") is False    # also reached via %then
    cfg.guards("then") == [Guard("entry", "then", <i1 %c>, 1)]
    cfg.guards("join") == []
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from auditor.readers.llvm_module import Function, Instruction, LocalRef, Operand


@dataclass(frozen=True, slots=True)
class Guard:
    """A condition that holds in a block because control reached it over one edge of a
    conditional `br` or of a `switch`.

    - `block`: the block whose terminator branches (a strict dominator of the guarded
      block).
    - `target`: the successor the taken edge goes to.
    - `condition`: the terminator's `operands[0]`: the `i1` of a `br`, the scrutinee of
      a `switch`; always a `LocalRef` (an instruction result or parameter).
    - `value`: what the condition equals on the taken edge: 1 for the true edge of a
      `br`, 0 for its false edge, the case value (as in `Instruction.cases`) for a
      `switch` case edge. A switch's default edge gives no Guard.

    Example: `entry: br i1 %c, label %t, label %f` guards `%t` by
    `Guard("entry", "t", Operand(Type("i1", 1), LocalRef("c")), 1)`.
    """

    block: str
    target: str
    condition: Operand
    value: int


@dataclass(frozen=True, slots=True, eq=False)
class Cfg:
    """Control flow and dominance of one function (compared by identity).

    - `entry`: the entry block's name (None for a function without blocks).
    - `successors` / `predecessors`: per block name (every block of the function has an
      entry), one element per edge, so an edge listed twice by a terminator appears
      twice. Successors are in LLVM successor order; predecessors in block order, then
      successor order. A block whose last instruction lists no successors (`ret`,
      `unreachable`, no terminator at all) has none. Targets that name no block of the
      function are ignored.
    - `rpo`: the reachable blocks in reverse postorder of a depth-first search from the
      entry that visits successors in order; `rpo[0]` is the entry.
    - `idom`: the immediate dominator of every reachable block except the entry,
      computed by Cooper, Harvey and Kennedy's iterative algorithm ("A Simple, Fast
      Dominance Algorithm", 2001).

    Example: for `entry: br label %a` / `a: ret void` / `dead: br label %a`,
    `rpo == ("entry", "a")`, `idom == {"a": "entry"}`,
    `predecessors["a"] == ("entry", "dead")`.
    """

    entry: str | None
    successors: Mapping[str, tuple[str, ...]]
    predecessors: Mapping[str, tuple[str, ...]]
    rpo: tuple[str, ...]
    idom: Mapping[str, str]
    _terminators: Mapping[str, Instruction]
    _order: Mapping[str, int]  # rpo index of each reachable block
    _interval: Mapping[str, tuple[int, int]]  # dominator-tree preorder entry/exit numbers

    @classmethod
    def of(cls, function: Function) -> Cfg:
        """The control flow graph of `function` (see the class docstring)."""
        names = {block.name for block in function.blocks}
        successors: dict[str, tuple[str, ...]] = {}
        predecessors: dict[str, list[str]] = {block.name: [] for block in function.blocks}
        terminators: dict[str, Instruction] = {}
        for block in function.blocks:
            if block.instructions:
                last = block.instructions[-1]
                terminators[block.name] = last
                targets = tuple(t for t in last.successors if t in names)
            else:
                targets = ()
            successors[block.name] = targets
            for target in targets:
                predecessors[target].append(block.name)
        entry = function.blocks[0].name if function.blocks else None
        rpo = _reverse_postorder(entry, successors)
        order = {name: i for i, name in enumerate(rpo)}
        idom = _immediate_dominators(rpo, order, predecessors)
        return cls(
            entry=entry,
            successors=successors,
            predecessors={name: tuple(preds) for name, preds in predecessors.items()},
            rpo=rpo,
            idom=idom,
            _terminators=terminators,
            _order=order,
            _interval=_tree_intervals(rpo, idom),
        )

    def reachable(self, block: str) -> bool:
        """Whether `block` is reachable from the entry block (False for unknown names).

        Example: `Cfg.of(f).reachable(f.blocks[0].name) is True`."""
        return block in self._order

    def dominates(self, a: str, b: str) -> bool:
        """Block dominance, reflexive: every path from the entry to `b` passes `a`.
        False whenever `a` or `b` is unreachable (even for `a == b`; LLVM would say an
        unreachable `b` is dominated by everything).

        Example: in a diamond `entry → {l, r} → join`, `dominates("entry", "join")` and
        `dominates("join", "join")` hold, `dominates("l", "join")` does not."""
        ia = self._interval.get(a)
        ib = self._interval.get(b)
        if ia is None or ib is None:
            return False
        return ia[0] <= ib[0] and ib[1] <= ia[1]

    def edge_dominates(self, start: str, end: str, use_block: str) -> bool:
        """Whether the edge `start → end` dominates `use_block`: every path from the
        entry to `use_block` goes over that edge.

        This is LLVM's `DominatorTree::dominates(const BasicBlockEdge &, const
        BasicBlock *)`: `end` dominates `use_block`, and `start → end` is the only edge
        from `start` to `end` (a duplicated edge — `br i1 %c, label %a, label %a`, two
        switch cases to one block — dominates nothing), and every other predecessor of
        `end` is dominated by `end` (its edges into `end` are back edges). Differences,
        all on IR that LLVM's verifier rejects or on unreachable code: False if the edge
        does not exist, if `end` is the entry block (the path that starts there uses no
        edge), or if `use_block` is unreachable; unreachable predecessors of `end` are
        ignored (LLVM: dominated by everything, so the same).

        Example: for `entry: br i1 %c, label %loop, label %exit` /
        `loop: br i1 %d, label %loop, label %exit`, `edge_dominates("entry", "loop",
        "loop")` holds (the other predecessor, `loop` itself, is dominated by `loop`)
        and `edge_dominates("entry", "exit", "exit")` does not."""
        if end == self.entry or not self.dominates(end, use_block):
            return False
        if self.successors.get(start, ()).count(end) != 1:
            return False
        return all(
            pred == start or not self.reachable(pred) or self.dominates(end, pred) for pred in self.predecessors[end]
        )

    def guards(self, block: str) -> list[Guard]:
        """The conditions known on entry to `block`: for each strict dominator `D` of
        `block`, nearest (the immediate dominator) first, the guard of the edge `D → S`
        of `D`'s conditional `br` or `switch` that edge-dominates `block`, if there is
        one (at most one per `D`; `S` may be `block` itself). `block`'s own terminator
        guards nothing in `block`. Not guards: unconditional `br`, a switch's default
        edge, any other terminator, and branches whose condition is not a `LocalRef`
        (`br i1 true`, `poison`, constant expressions), which are skipped. Empty for an
        unreachable block.

        Example: `entry: br i1 %c, label %a, label %x` / `a: br i1 %d, label %b, label
        %x` gives `guards("b") == [Guard("a", "b", %d, 1), Guard("entry", "a", %c, 1)]`."""
        found: list[Guard] = []
        if not self.reachable(block):
            return found
        dom = self.idom.get(block)
        while dom is not None:
            for guard in self._edge_guards(dom):
                if self.edge_dominates(dom, guard.target, block):
                    found.append(guard)
                    break
            dom = self.idom.get(dom)
        return found

    def edge_guard(self, start: str, end: str) -> Guard | None:
        """What taking the edge `start → end` says: the guard of that edge of `start`'s
        conditional `br` or `switch` case, or None (no such edge, several edges
        between the two blocks — the edge taken is then not known —, a default edge,
        or a constant condition). Example: `entry: br i1 %c, label %a, label %x` gives
        `edge_guard("entry", "x") == Guard("entry", "x", %c, 0)`."""
        if self.successors.get(start, ()).count(end) != 1:
            return None
        return next((g for g in self._edge_guards(start) if g.target == end), None)

    def _edge_guards(self, block: str) -> list[Guard]:
        """The guard of each edge of `block`'s terminator that says something."""
        term = self._terminators.get(block)
        if term is None or not term.operands or not isinstance(term.operands[0].value, LocalRef):
            return []
        condition = term.operands[0]
        targets = term.successors
        if term.opcode == "br" and len(targets) == 2:
            return [Guard(block, targets[0], condition, 1), Guard(block, targets[1], condition, 0)]
        if term.opcode == "switch":
            return [
                Guard(block, target, condition, value) for target, value in zip(targets[1:], term.cases, strict=False)
            ]
        return []


def _reverse_postorder(entry: str | None, successors: Mapping[str, tuple[str, ...]]) -> tuple[str, ...]:
    """Reverse postorder of an iterative depth-first search from `entry`."""
    if entry is None:
        return ()
    postorder: list[str] = []
    seen = {entry}
    stack: list[tuple[str, int]] = [(entry, 0)]
    while stack:
        name, i = stack[-1]
        targets = successors[name]
        if i < len(targets):
            stack[-1] = (name, i + 1)
            target = targets[i]
            if target not in seen:
                seen.add(target)
                stack.append((target, 0))
        else:
            stack.pop()
            postorder.append(name)
    return tuple(reversed(postorder))


def _immediate_dominators(
    rpo: tuple[str, ...], order: Mapping[str, int], predecessors: Mapping[str, list[str]]
) -> dict[str, str]:
    """Cooper–Harvey–Kennedy: iterate `idom(b) = ⋂ processed predecessors` in reverse
    postorder until nothing changes; the intersection walks both fingers up the current
    tree by rpo index. Only reachable predecessors count."""
    if not rpo:
        return {}
    entry = rpo[0]
    doms: dict[str, str] = {entry: entry}

    def intersect(a: str, b: str) -> str:
        while a != b:
            while order[a] > order[b]:
                a = doms[a]
            while order[b] > order[a]:
                b = doms[b]
        return a

    changed = True
    while changed:
        changed = False
        for name in rpo[1:]:
            new: str | None = None
            for pred in predecessors[name]:
                if pred in doms:
                    new = pred if new is None else intersect(pred, new)
            assert new is not None  # a reachable block has a reachable predecessor processed before it
            if doms.get(name) != new:
                doms[name] = new
                changed = True
    del doms[entry]
    return doms


def _tree_intervals(rpo: tuple[str, ...], idom: Mapping[str, str]) -> dict[str, tuple[int, int]]:
    """Preorder entry and exit numbers of the dominator tree: `a` dominates `b` iff
    `a`'s interval contains `b`'s."""
    if not rpo:
        return {}
    children: dict[str, list[str]] = {name: [] for name in rpo}
    for name in rpo[1:]:
        children[idom[name]].append(name)
    intervals: dict[str, tuple[int, int]] = {}
    clock = 0
    stack: list[tuple[str, bool]] = [(rpo[0], False)]
    entered: dict[str, int] = {}
    while stack:
        name, done = stack.pop()
        if done:
            intervals[name] = (entered[name], clock)
            clock += 1
            continue
        entered[name] = clock
        clock += 1
        stack.append((name, True))
        stack.extend((child, False) for child in reversed(children[name]))
    return intervals
