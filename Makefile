# summy_widget: the two commands a new user needs are `make lab` and `make test`.
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
BUNDLE := summy_widget/static/summy.js
JS_SRC := $(wildcard js/*.js js/*.css js/lib/*.js) js/package.json
# Extra arguments for `jupyter lab`, e.g. make lab LAB_ARGS="--no-browser --port=8890"
LAB_ARGS ?=
# Jupyter refuses to run as root (Docker, cloud machines, CI) unless told it may.
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)

.PHONY: lab test test-fast lint bench build site chromium clean

## make lab: create the environment, install everything, open the first lesson in JupyterLab
lab: $(STAMP) $(BUNDLE)
	cd notebooks && ../$(VENV)/bin/jupyter lab $(ROOT_FLAG) $(LAB_ARGS) 01-play-summy.ipynb

## make test: install what the tests need (Chromium included) and run every test
test: $(STAMP) $(BUNDLE) chromium
	$(VENV)/bin/ruff check summy_widget tests bench
	$(PY) -m pytest

## make test-fast: the engine and widget tests only (no browser, no notebooks)
test-fast: $(STAMP)
	$(PY) -m pytest tests/engine tests/widgets

lint: $(STAMP)
	$(VENV)/bin/ruff check summy_widget tests bench

bench: $(STAMP)
	$(PY) bench/run_all.py

## make site: the lessons and games as a static JupyterLite site in site/ (no install for students)
site: $(STAMP) $(BUNDLE)
	$(PY) lite/build_site.py --output site

$(STAMP): pyproject.toml package.json
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,lab,site]"
	touch $(STAMP)

$(BUNDLE): $(JS_SRC) package.json
	npm install --no-audit --no-fund --silent
	npm run build --silent

chromium:
	@command -v chromium >/dev/null 2>&1 || test -x /usr/bin/chromium || { \
	  echo "Installing Chromium from Debian's packages for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; }

clean:
	rm -rf $(VENV) node_modules summy_widget/static build dist site
