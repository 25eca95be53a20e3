# Two entry points for a fresh machine:
#   make showcase   installs what the demo needs, builds it and plays the headless tour
#                   (ARGS='--window' for the live window, ARGS=--help for every option)
#   make test       installs what the tests need, builds and runs every test of every package
# Also: make pictures (README pictures), make snapshots (re-record scene snapshots), make benchmark.
#   make docs                                   the DocC site of PortableUIKit, Containment and
#                                               ContainmentTesting into docs-site/ (static hosting;
#                                               fails on any DocC warning); serve it with
#                                               python3 -m http.server -d docs-site
#   make benchmark                              every benchmark target, release, prints the tables
#   make benchmark BENCH=HierarchyBenchmark     one target (or several, space-separated); this one
#                                               needs only the library, so Showcase is not built
#   make benchmark FILTER='addSubview.*'        only benchmarks whose whole name matches the regex
#   make benchmark-autolayout                   the Auto Layout engine beside kiwisolver, one table
#   make spec-coverage                          the DOC and OBS facts of docs/semantics/ no test cites
#   make format                                 formats every Swift file with swift-format (.swift-format);
#                                               make test fails on unformatted code

SWIFT ?= swift
# pkg-config files without the flags SwiftPM refuses (Scripts/quiet-pkgconfig.sh), searched first
# so that builds print no "prohibited flag(s)" warnings.
QUIET_PKGCONFIG = $(CURDIR)/.build/pkgconfig-quiet
export PKG_CONFIG_PATH := $(QUIET_PKGCONFIG)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
APT_PACKAGES = pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev fonts-inter fonts-dejavu-core

.PHONY: test showcase pictures snapshots docs benchmark benchmark-autolayout spec-coverage format deps sysdeps pydeps clean

deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: '$(SWIFT)' is not on PATH. Install Swift 6.0 or later (https://swift.org/install) and retry."; exit 1; }

# Cairo, Pango and SDL2 (with their pkg-config files) and the fonts the renderer pins (Inter for
# the system font, DejaVu Sans Mono for monospaced text),
# installed with apt-get only when pkg-config or fontconfig cannot find them.
sysdeps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists cairo pangocairo sdl2 \
	    || ! fc-list 2>/dev/null | grep -q "DejaVuSans.ttf" || ! fc-list 2>/dev/null | grep -q "InterDisplay-Regular"; then \
	  echo "Installing $(APT_PACKAGES) with apt-get"; \
	  command -v apt-get >/dev/null 2>&1 || { echo "error: apt-get not found; install $(APT_PACKAGES) with your package manager"; exit 1; }; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES) >/dev/null \
	    || { echo "error: apt-get could not install $(APT_PACKAGES)"; exit 1; }; \
	fi
	@[ -f $(QUIET_PKGCONFIG)/sdl2.pc ] || Scripts/quiet-pkgconfig.sh $(QUIET_PKGCONFIG)

# python3 with venv (and so pip) for the kiwisolver oracle of the Auto Layout engine
# (Scripts/kiwi_oracle.py, which `make test` runs in a virtual environment under .build/), installed
# with apt-get only when python3 cannot make a virtual environment.
PY_APT_PACKAGES = python3 python3-venv

pydeps:
	@if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then \
	  echo "Installing $(PY_APT_PACKAGES) with apt-get"; \
	  command -v apt-get >/dev/null 2>&1 || { echo "error: apt-get not found; install $(PY_APT_PACKAGES) with your package manager"; exit 1; }; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(PY_APT_PACKAGES) >/dev/null \
	    || { echo "error: apt-get could not install $(PY_APT_PACKAGES)"; exit 1; }; \
	fi

# Quiet: failures in full, a line per package, the totals last; whole logs in .build/test-logs/.
# Also checks the Auto Layout engine against kiwisolver (pinned in Benchmarks/kiwi/requirements.txt).
test: deps sysdeps pydeps
	@SWIFT=$(SWIFT) Scripts/run-tests.sh

# ARGS go to the showcase command, built in release like the tour: make showcase ARGS=--help,
# make showcase ARGS='--window', make showcase ARGS='--scene drawer --scale 3'.
ARGS ?=
showcase: deps sysdeps
	cd Showcase && $(SWIFT) run -c release showcase $(ARGS)

pictures: deps sysdeps
	cd Showcase && $(SWIFT) run -c release showcase --pictures --output ../docs/pictures

# Rewrites the Showcase's scene snapshot references (only on purpose: review the PNGs it changes).
snapshots: deps sysdeps
	cd Showcase && $(SWIFT) build --build-tests
	@# Every recorded snapshot is reported as a test issue (recording compares nothing), so this
	@# run fails by design; the references are rewritten all the same.
	-cd Showcase && SNAPSHOT_RECORD=1 $(SWIFT) test --skip-build --filter 'SceneSnapshotTests|DrawerSceneSnapshotTests'
	@echo "References rewritten under Showcase/Tests/ShowcaseTests/Snapshots: review them (git diff), then run make test."

# The documentation site: one DocC archive per module, transformed for static hosting under
# docs-site/<Module>/ (so served from docs-site/, a module's pages are at
# /<Module>/documentation/<module>/), and an index page linking the three. swift-docc-plugin is a
# command plugin: it is resolved with the package but never built by swift build. Any line of
# DocC's output with "warning:" fails the target (--warnings-as-errors does the same in DocC).
DOC_TARGETS = PortableUIKit Containment ContainmentTesting

docs: deps
	@rm -rf docs-site && mkdir -p docs-site
	@for target in $(DOC_TARGETS); do \
	  echo "Documenting $$target"; \
	  $(SWIFT) package --allow-writing-to-directory docs-site generate-documentation --target $$target \
	    --output-path docs-site/$$target --transform-for-static-hosting --hosting-base-path $$target \
	    --warnings-as-errors > docs-site/$$target.log 2>&1; status=$$?; \
	  grep -E "warning:|error:" docs-site/$$target.log; \
	  if [ $$status -ne 0 ] || grep -q "warning:" docs-site/$$target.log; then \
	    echo "error: DocC failed or warned for $$target (full output: docs-site/$$target.log)"; exit 1; fi; \
	done
	@{ echo '<!DOCTYPE html><meta charset="utf-8"><title>Containment documentation</title><ul>'; \
	  for target in $(DOC_TARGETS); do \
	    lower=$$(echo $$target | tr A-Z a-z); \
	    echo "<li><a href=\"$$target/documentation/$$lower/\">$$target</a></li>"; \
	  done; echo '</ul>'; } > docs-site/index.html
	@echo "Documentation written to docs-site/ (python3 -m http.server -d docs-site, then open http://localhost:8000/)"

# Benchmark targets to run (Benchmarks/Benchmarks/*; empty: all) and a name filter (a regular
# expression that must match a benchmark's whole name; empty: all).
BENCH ?=
FILTER ?=

benchmark: deps sysdeps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark \
	  $(foreach target,$(BENCH),--target $(target)) $(if $(FILTER),--filter '$(FILTER)')

# The Auto Layout engine (Benchmarks/Benchmarks/AutoLayoutBenchmark, release) and kiwisolver (pinned in
# Benchmarks/kiwi/requirements.txt, installed into a virtual environment under Benchmarks/.build) on
# the same system in one run, printed side by side. Needs python3 with venv; builds only that target.
KIWI_VENV = Benchmarks/.build/kiwi-venv

benchmark-autolayout: deps
	@command -v python3 >/dev/null 2>&1 || { echo "error: python3 is needed for kiwisolver"; exit 1; }
	@[ -x $(KIWI_VENV)/bin/python ] || python3 -m venv $(KIWI_VENV)
	@$(KIWI_VENV)/bin/pip install -q -r Benchmarks/kiwi/requirements.txt
	cd Benchmarks && $(SWIFT) build -c release --product AutoLayoutBenchmark
	@Benchmarks/.build/release/AutoLayoutBenchmark > Benchmarks/.build/autolayout-swift.tsv
	@$(KIWI_VENV)/bin/python Benchmarks/kiwi/bench_kiwi.py > Benchmarks/.build/autolayout-kiwi.tsv
	@python3 Benchmarks/kiwi/compare.py Benchmarks/.build/autolayout-swift.tsv Benchmarks/.build/autolayout-kiwi.tsv

spec-coverage: pydeps
	@python3 Scripts/spec_citations.py coverage

# The Swift sources swift-format keeps (Scripts/run-tests.sh lints the same list).
FORMATTED = Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks \
	Showcase/Package.swift Showcase/Sources Showcase/Tests

format: deps
	@$(SWIFT) format format --in-place --parallel --recursive $(FORMATTED)

clean:
	rm -rf .build Showcase/.build Benchmarks/.build
