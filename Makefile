# Two entry points for a fresh machine:
#   make showcase   builds and runs the demo
#   make test       builds and runs every test of every package in the repo
# Each installs what it needs first.

SWIFT ?= swift

.PHONY: test showcase deps clean

deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: '$(SWIFT)' is not on PATH. Install Swift 6.0 or later (https://swift.org/install) and retry."; exit 1; }

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	cd Showcase && $(SWIFT) build

showcase: deps
	cd Showcase && $(SWIFT) run showcase

clean:
	rm -rf .build Showcase/.build
