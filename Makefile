# One command each, on a fresh machine: `make scan` (set up + run the main job),
# `make test` (set up + lint + run the tests).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-dev
CORPUS ?= corpora
OUT ?= reports

.PHONY: setup scan test lint pytest bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

setup: $(STAMP)

# The main job. Until `auditor scan` exists, it runs what the CLI can do on the corpus:
# every fragment canonically with its hash, and the oracle's maximally precise facts.
scan: setup
	@mkdir -p $(OUT)
	$(BIN)/auditor parse $(CORPUS) > $(OUT)/fragments.opt
	@tail -n 1 $(OUT)/fragments.opt
	$(BIN)/auditor oracle $(CORPUS) --format csv > $(OUT)/oracle.csv
	@echo "wrote $(OUT)/fragments.opt and $(OUT)/oracle.csv; facts by status:"
	@$(BIN)/python -c "import csv,collections,sys; print(dict(collections.Counter(r['status'] for r in csv.DictReader(open(sys.argv[1])))))" $(OUT)/oracle.csv

lint: setup
	$(BIN)/ruff check auditor tests benchmarks
	$(BIN)/ruff format --check auditor tests benchmarks
	$(BIN)/mypy

pytest: setup
	$(BIN)/pytest

test: lint pytest

# Oracle vs the published per-bit / CEGIS algorithms; writes benchmarks/RESULTS.md.
bench: setup
	$(BIN)/python benchmarks/oracle_bench.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
