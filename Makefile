# One command each, on a fresh machine: `make scan` (set up + run the main job),
# `make test` (set up + lint + run the tests).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-dev
CORPUS ?= corpora/smoke corpora/souper
OUT ?= reports

.PHONY: setup scan test lint pytest bench bench-scale docs clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

setup: $(STAMP)

# The main job: audit every available analysis on the corpus; writes $(OUT)/findings.csv
# and prints the summary table.
scan: setup
	$(BIN)/auditor scan $(CORPUS) --out $(OUT)

lint: setup
	$(BIN)/ruff check auditor tests benchmarks
	$(BIN)/ruff format --check auditor tests benchmarks
	$(BIN)/mypy

# One worker per core (pytest-xdist): about 5–7 minutes on 2 cores of the Intel slice
# (3,958 tests at cd05447: 305 s; 389 s with other work on the machine), about 7 minutes
# on the AMD one (3,970 tests at ca3eb98: 429 s in a fresh clone's .ci/run).
pytest: setup
	$(BIN)/pytest -n auto

test: lint pytest

# Oracle vs the published per-bit / CEGIS algorithms; writes benchmarks/RESULTS.md.
bench: setup
	$(BIN)/python benchmarks/oracle_bench.py

# Scale (cold/warm scans, --jobs 1 vs 2, oracle cost per domain, LLVM cost per value,
# full-corpus peak memory): about 1.5 hours on 2 cores; rewrites the Scale section's
# generated blocks in benchmarks/RESULTS.md.
bench-scale: setup
	$(BIN)/python benchmarks/scale_bench.py

# docs/oracles.md's stage and budget tables, made from the range search itself.
docs: setup
	$(BIN)/python -m auditor.oracles.range_search.describe

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
