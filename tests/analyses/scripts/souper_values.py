"""A tiny external analysis speaking auditor's JSON-lines protocol (used by the tests
of the cmd: adapter). It claims, for every value of every fragment, what a naive
analysis would: known bits from nothing but the width (all unknown) — and, with
--wrong, that every value is non-zero (unsound for any value that can be 0).

Usage: souper_values.py [--wrong] [--crash-after N] [--hang-after N] [--garbage-after N]
"""

from __future__ import annotations

import json
import re
import sys
import time

DEFINITION = re.compile(r"^%([^\s:=]+):i(\d+)\s*=")


def main(argv: list[str]) -> int:
    wrong = "--wrong" in argv

    def option(name: str) -> int:
        return int(argv[argv.index(name) + 1]) if name in argv else -1

    crash, hang, garbage = option("--crash-after"), option("--hang-after"), option("--garbage-after")
    print(json.dumps({"analysis": "souper-values", "version": "1.0"}), flush=True)
    for n, line in enumerate(sys.stdin):
        if n == crash:
            print("souper_values: boom", file=sys.stderr)
            return 3
        if n == hang:
            time.sleep(3600)
        if n == garbage:
            print("this is not JSON", flush=True)
            continue
        request = json.loads(line)
        for text in request["fragment"].splitlines():
            match = DEFINITION.match(text.strip())
            if not match:
                continue
            name, width = match[1], int(match[2])
            if "known-bits" in request["domains"]:
                fact = {"id": request["id"], "value": "%" + name, "domain": "known-bits", "fact": "x" * width}
                print(json.dumps(fact))
            if wrong and "non-zero" in request["domains"]:
                print(json.dumps({"id": request["id"], "value": name, "domain": "non-zero", "fact": "true"}))
        print(json.dumps({"id": request["id"], "done": True}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
