# The two commands of the README: `make lab` and `make test`. Both set up .venv first.
SHELL := /bin/bash
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings/overrides.json
# The front page and the apps: converted fresh into build/nb for the tests, never committed as .ipynb.
NOTEBOOKS := $(wildcard notebooks/*.py notebooks/app/*.py)
BUILT := $(patsubst notebooks/%.py,build/nb/%.ipynb,$(NOTEBOOKS))
# The course and classroom documents (generated from tutor/lessons by `make documents`): each .py has its
# executed .ipynb committed beside it (the pictures GitHub shows); nbval re-runs them and compares outputs.
DOCUMENTS := $(wildcard notebooks/en/*.py notebooks/es/*.py)
EXECUTED := $(DOCUMENTS:.py=.ipynb)
NBVAL := --nbval --nbval-current-env --nbval-sanitize-with tests/notebooks/nbval_sanitize.cfg
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
# Jupyter and IPython write to $HOME unless told otherwise; tests keep them in build/home.
TEST_HOME := $(CURDIR)/build/home
TEST_ENV := JUPYTER_CONFIG_DIR=$(TEST_HOME)/jcfg JUPYTER_DATA_DIR=$(TEST_HOME)/jdata \
	JUPYTER_RUNTIME_DIR=$(TEST_HOME)/jrun IPYTHONDIR=$(TEST_HOME)/ipy npm_config_cache=$(TEST_HOME)/npm

# The message catalogs (tutor/locale/<lang>/LC_MESSAGES/tutor.po, one per language but English, the source):
# compiled into the .mo files the tutor reads, whenever a .po changes.
CATALOGS := $(patsubst %.po,%.mo,$(wildcard tutor/locale/*/LC_MESSAGES/tutor.po))

.PHONY: lab classroom test setup notebooks paired documents reference handouts chromium bench clean site serve demos \
	messages catalogs

setup: $(STAMP) $(LAB_SETTINGS) $(CATALOGS)

tutor/locale/%/LC_MESSAGES/tutor.mo: tutor/locale/%/LC_MESSAGES/tutor.po $(STAMP)
	$(BIN)/python -c "from tutor.catalogs import compile_catalog; compile_catalog('$*')"

catalogs: $(CATALOGS)

# Every text of the code (Text("...") in tutor/ and site/) into each language's catalog, keeping what is
# translated; then translate the new entries (an empty msgstr) in any PO editor. tests/core/test_catalogs.py
# fails while one is missing.
messages: $(STAMP)
	$(BIN)/python -m tutor.catalogs update

$(STAMP): pyproject.toml requirements-dev.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -r requirements-dev.txt
	$(BIN)/python -m pip install -q --no-deps -e .
	@touch $@

$(LAB_SETTINGS): binder/overrides.json $(STAMP)
	@mkdir -p $(dir $@)
	cp binder/overrides.json $@

build/nb/%.ipynb: notebooks/%.py $(STAMP)
	@mkdir -p $(dir $@)
	$(BIN)/jupytext -q --to ipynb $< -o $@

notebooks: $(BUILT)

# Every notebook again from the course data: the sources (notebooks/**.py), then each en/ and es/
# document executed into its committed .ipynb, the rules reference and the README's course list. Run it
# after changing a lesson, a rule text or a drawing.
documents: setup reference
	$(BIN)/python -m tutor.notebooks write
	$(BIN)/python -m tutor readme
	@mkdir -p $(TEST_HOME)
	@$(TEST_ENV) $(BIN)/python -m tutor.notebooks run

# The rule demos again: the engine plays seeded games and keeps, for every rule ID, the shortest position and
# action that show it (tutor/<game>/demos.json). Run it after an engine change; tests/demos re-checks them.
demos: setup
	$(BIN)/python -m tutor.demos find

# The rules reference, docs/rules/<game>.md and <game>.es.md with their pictures: every rule ID with its text,
# its variants and its demo (tutor/<game>/demos.json), written from the engine. Run it after `make demos` or a
# change to a rule text, a narration or a drawing; tests/test_reference_docs.py says when it is due.
reference: setup
	$(BIN)/python -m tutor.demos.reference

# One printable page per course and language, build/handouts/<game>.<lang>.html, from the executed documents.
handouts: setup
	$(BIN)/python -m tutor.notebooks handouts --out build/handouts

# Debian's Chromium for the browser test (never `playwright install`: it downloads a browser).
chromium:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then \
	    sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; \
	  else echo "chromium is missing and cannot be installed without root: the browser tests will be skipped"; fi; }

# The .ipynb twins beside the sources: jupytext keeps each pair in sync (the documents' outputs stay).
paired: $(STAMP)
	$(BIN)/jupytext -q --sync $(NOTEBOOKS) $(DOCUMENTS)

lab: setup paired handouts
	$(BIN)/jupyter lab $(ROOT_FLAG) notebooks/00_start_here.ipynb

# The teacher's view: the classroom notebook as an app with no code showing, nothing fetched from a CDN.
VOILA_OFFLINE := $(VENV)/share/jupyter/voila/templates/tutor/conf.json
$(VOILA_OFFLINE): binder/voila_offline.py $(STAMP)
	$(BIN)/python binder/voila_offline.py $(VENV)

classroom: setup paired $(VOILA_OFFLINE)
	$(BIN)/voila --template=tutor notebooks/app/classroom_muros.ipynb

# The static site, build/site/: every notebook as a notebook (JupyterLite) and an app (Voici) running in the
# browser under Pyodide, the handouts, a landing page in English and Spanish; registries only (PyPI, npm),
# cached in build/site-cache. Skipped when its inputs and outputs are unchanged (site/build.py --force).
site: setup handouts
	@command -v npm >/dev/null || { echo "make site needs node and npm (Debian: apt-get install nodejs npm)"; exit 1; }
	$(BIN)/python site/build.py

# The site served to a room (every learner opens the printed address on their own device; plain http works).
# A built site is served as it is, by any Python 3.9+ (no venv, no Node); only a missing one is built first.
PORT ?= 8000
BIND ?= 0.0.0.0
serve:
	@if [ ! -f build/site/index.html ]; then \
	  command -v npm >/dev/null || { echo "build/site is missing, and building it (make site) needs node and npm (Debian: apt-get install nodejs npm); or copy a built build/site here"; exit 1; }; \
	  echo "build/site is missing: building it first (make site)"; $(MAKE) --no-print-directory site || exit 1; fi
	$(PYTHON) site/serve.py --dir build/site --port $(PORT) --bind $(BIND)

# The site test (tests/site) serves build/site, so the site is built (or found up to date) first.
test: setup notebooks chromium site
	@mkdir -p $(TEST_HOME)
	$(BIN)/mypy
	@$(TEST_ENV) $(BIN)/pytest -q tests $(BUILT) $(EXECUTED) $(NBVAL); status=$$?; \
	  if [ $$status -eq 5 ]; then echo "pytest collected no tests: failing the run"; exit 1; fi; exit $$status

# The optional bench extra (OpenSpiel, for the Skat comparison), once; the benches run without it.
$(VENV)/.bench-extra: $(STAMP)
	$(BIN)/python -m pip install -q -e '.[bench]' || echo "open_spiel did not install here: the Skat comparison is skipped (rm $@ to try again)"
	@touch $@

bench: setup $(VENV)/.bench-extra
	@for b in bench/bench_*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf build
