# summy_widget: the two commands a new user needs are `make lab` and `make test`.
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
# The classroom-site tools (JupyterLite) live in an environment of their own: in .venv their
# lab extension would load into JupyterLab and print an error in the browser's console.
SITE_VENV  ?= .venv-site
SITE_PY    := $(SITE_VENV)/bin/python
SITE_STAMP := $(SITE_VENV)/.installed
BUNDLE := summy_widget/static/summy.js
JS_SRC := $(wildcard js/*.js js/*.css js/lib/*.js js/lib/*.css js/summy/*.js js/summa/*.js js/pari/*.js) js/package.json
# Extra arguments for `jupyter lab`, e.g. make lab LAB_ARGS="--no-browser --port=8890"
LAB_ARGS ?=
# Jupyter refuses to run as root (Docker, cloud machines, CI) unless told it may.
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
# The lessons open from a working copy git does not track, so a pupil's work (and JupyterLab's
# autosave) never touches notebooks/ and `git pull` never conflicts. tools/copy_lessons.py copies
# a lesson there (trusted, so the server does not warn) when it is missing, and brings a copy up
# to date when the lesson changed: a copy the pupil changed nothing in moves to my-lessons/old/,
# a copy with the pupil's changes stays and gets the new lesson beside it, "<name> (new).ipynb".
LESSONS ?= my-lessons
# The first lesson, in the language of the system (LC_ALL, LC_MESSAGES or LANG: de_..., nl_...),
# else in English; `make lab FIRST_LESSON=02-operator-precedence.ipynb` opens another.
# JupyterLab's menus speak the same language (its language packs are in the `lab` extra): a
# default only, so a language picked under Settings > Language stays.
LOCALE := $(or $(LC_ALL),$(LC_MESSAGES),$(LANG))
LANGUAGE_OF_SYSTEM := $(or $(if $(filter de%,$(LOCALE)),de),$(if $(filter nl%,$(LOCALE)),nl),en)
FIRST_LESSON_en := 01-play-summy.ipynb
FIRST_LESSON_de := 01-spiele-summy.ipynb
FIRST_LESSON_nl := 01-speel-kruissom.ipynb
FIRST_LESSON ?= $(FIRST_LESSON_$(LANGUAGE_OF_SYSTEM))
LAB_LOCALE_en := default
LAB_LOCALE_de := de_DE
LAB_LOCALE_nl := nl_NL
COPY_LESSONS = @$(PY) tools/copy_lessons.py notebooks $(LESSONS)
# A clean console and page for a newcomer: kernels talk over local sockets (ipc) instead of
# unencrypted TCP (when Jupyter's runtime folder leaves room for a socket's name: at most 103
# bytes, 49 of them the kernel's); no keep-alive pings (jupyter_server counts their interval
# and timeout in milliseconds, Tornado in seconds, so any pair that keeps its 30 s pings prints
# a warning or drops connections; on one machine they are not needed); and JupyterLab's default
# settings (a file in .venv only: a user's own settings still win) answer the "Jupyter news?"
# question, set the language of the menus, and stop the mouse wheel at the lesson's end (by
# default JupyterLab scrolls on past the last cell until the panel is blank).
IPC_ARG = $(shell d=$$($(JUPYTER) --runtime-dir 2>/dev/null) && [ $${#d} -le 54 ] \
  && echo --KernelManager.transport=ipc)
QUIET_ARGS = $(IPC_ARG) "--ServerApp.tornado_settings={'ws_ping_interval': 0}"
LAB_DEFAULTS := $(VENV)/share/jupyter/lab/settings/overrides.d/summy-widget.json
WRITE_LAB_DEFAULTS = @mkdir -p $(dir $(LAB_DEFAULTS)) && printf '%s\n' \
  '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false},' \
  ' "@jupyterlab/notebook-extension:tracker": {"scrollPastEnd": false},' \
  ' "@jupyterlab/translation-extension:plugin": {"locale": "$(LAB_LOCALE_$(LANGUAGE_OF_SYSTEM))"}}' \
  > $(LAB_DEFAULTS)
JUPYTER := $(abspath $(VENV))/bin/jupyter
# Every install takes the versions make test last passed with (tools/pin_versions.py writes
# them and says how to move on); `make test CONSTRAINTS=` takes the newest releases instead.
CONSTRAINTS ?= constraints.txt
PINNED = $(if $(CONSTRAINTS),-c $(CONSTRAINTS))
# and the build back end pip installs apart for the project's own (editable) install; the pip
# that knows this option is the one just installed with PINNED
BUILD_PINNED = $(if $(CONSTRAINTS),--build-constraint $(CONSTRAINTS))

.PHONY: lab notebook test test-fast lint bench build site chromium clean

# A .venv made before the site tools moved out may still hold them: take them out again.
DROP_LITE = @test ! -d $(VENV)/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension \
  || $(PY) -m pip uninstall --yes --quiet jupyterlite-pyodide-kernel jupyterlite-core

## make lab: create the environment, install everything, open the first lesson in JupyterLab
## (from my-lessons/, the pupil's own copies of notebooks/; in German or Dutch on a system in
## that language, FIRST_LESSON above); the address the server prints
## (to copy into a browser when there is no screen, --no-browser) is the lesson's too
lab: $(STAMP) $(BUNDLE)
	$(DROP_LITE)
	$(COPY_LESSONS)
	$(WRITE_LAB_DEFAULTS)
	cd $(LESSONS) && $(JUPYTER) lab $(ROOT_FLAG) $(QUIET_ARGS) \
	  --LabApp.default_url=/lab/tree/$(FIRST_LESSON) $(LAB_ARGS) $(FIRST_LESSON)

## make notebook: the same, in Jupyter Notebook 7 instead of JupyterLab
notebook: $(STAMP) $(BUNDLE)
	$(DROP_LITE)
	$(COPY_LESSONS)
	$(WRITE_LAB_DEFAULTS)
	cd $(LESSONS) && $(JUPYTER) notebook $(ROOT_FLAG) $(QUIET_ARGS) \
	  --JupyterNotebookApp.default_url=/notebooks/$(FIRST_LESSON) $(LAB_ARGS)

## make test: install what the tests need (Chromium included) and run every test: the engine,
## widget and level tests on two workers, then the rest on four (browser tests often wait on a
## kernel or a page, so two more workers than cores keep both cores busy): the site's tests on
## one, the notebook, Notebook 7, marimo and `make lab` tests on one, the tests that drive
## JupyterLab file by file on whichever is free (each worker starts its servers, one per theme,
## and its browser once)
QUICK_TESTS = tests/engine tests/widgets tests/levels
test: $(STAMP) $(SITE_STAMP) $(BUNDLE) chromium
	$(DROP_LITE)
	$(VENV)/bin/ruff check summy_widget tests bench
	$(PY) -m pytest -n 2 $(QUICK_TESTS)
	SUMMY_SITE_PYTHON=$(abspath $(SITE_PY)) $(PY) -m pytest -n 4 --dist loadgroup --durations=25 \
	  $(addprefix --ignore=,$(QUICK_TESTS))

## make test-fast: the engine and widget tests only (no browser, no notebooks)
test-fast: $(STAMP)
	$(PY) -m pytest -n 2 tests/engine tests/widgets

lint: $(STAMP)
	$(VENV)/bin/ruff check summy_widget tests bench

bench: $(STAMP)
	$(PY) bench/run_all.py

## make site: the lessons and games as a static JupyterLite site in site/ (no install for students)
site: $(SITE_STAMP) $(BUNDLE)
	$(SITE_PY) lite/build_site.py --output site

$(STAMP): pyproject.toml package.json $(CONSTRAINTS)
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip $(PINNED)
	$(PY) -m pip install --quiet -e ".[test,lab]" $(PINNED) $(BUILD_PINNED)
	touch $(STAMP)

$(SITE_STAMP): pyproject.toml package.json $(CONSTRAINTS)
	test -x $(SITE_PY) || python3 -m venv $(SITE_VENV)
	$(SITE_PY) -m pip install --quiet --upgrade pip $(PINNED)
	$(SITE_PY) -m pip install --quiet -e ".[site]" $(PINNED) $(BUILD_PINNED)
	touch $(SITE_STAMP)

$(BUNDLE): $(JS_SRC) package.json
	npm install --no-audit --no-fund --silent
	npm run build --silent

chromium:
	@command -v chromium >/dev/null 2>&1 || test -x /usr/bin/chromium || { \
	  echo "Installing Chromium from Debian's packages for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  test -z "$$SUDO" || command -v sudo >/dev/null 2>&1 || { \
	    echo "Chromium is missing and there is no sudo: as root, run apt-get install chromium"; \
	    exit 1; }; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; }

clean:
	rm -rf $(VENV) $(SITE_VENV) node_modules summy_widget/static build dist site
