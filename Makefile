# One command each, on a fresh machine: `make scan` (set up + run the main job),
# `make test` (set up + lint + run the tests).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-dev
CORPUS ?= corpora
OUT ?= reports

.PHONY: setup scan test lint pytest clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

setup: $(STAMP)

# The main job. Until `auditor scan` exists, it runs what the CLI can do on the corpus:
# read every fragment, print it canonically with its hash, and count them.
scan: setup
	@mkdir -p $(OUT)
	$(BIN)/auditor parse $(CORPUS) > $(OUT)/fragments.opt
	@tail -n 1 $(OUT)/fragments.opt
	@echo "wrote $(OUT)/fragments.opt"

lint: setup
	$(BIN)/ruff check auditor tests
	$(BIN)/ruff format --check auditor tests
	$(BIN)/mypy

pytest: setup
	$(BIN)/pytest

test: lint pytest

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
