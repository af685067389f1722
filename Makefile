# docgen: the two commands of the README's Quick start are `make site` and `make test`.
.PHONY: site docs docs-reference test deps deps-test build install uninstall test-install benchmark clean

SWIFT ?= swift
PREFIX ?= /usr/local

## Installs what is missing, builds docgen, and builds the site from Content/ into _site/.
site: deps
	$(SWIFT) build -c release --product docgen
	.build/release/docgen build
	@echo "Open _site/index.html in a browser."

## Builds docgen's manual, the content folder docs/, into _site-docs/ with docgen itself.
docs: deps
	$(SWIFT) build -c release --product docgen
	.build/release/docgen build --content docs --output _site-docs
	@echo "Open _site-docs/index.html in a browser."

## Writes docs/reference/ from the code (commands, error codes, limits, generated parts); `make test` fails when the
## committed pages differ from what this writes.
docs-reference: deps
	DOCGEN_RECORD_DOCS=1 $(SWIFT) test --filter DocsManualTests/theReferencePagesAreWhatTheCodeGivesToday

## Installs what is missing and runs every test: the Swift tests (the manual's reference pages among them), the
## manual built from docs/, the fuzz targets (45 s each), the browser suite on the built site and on the manual,
## then the installed binary with the Swift toolchain out of reach.
test: deps-test
	$(SWIFT) test
	.build/debug/docgen build --content docs --output _site-docs
	scripts/fuzz.sh
	.build-venv/bin/python -m pytest Tests/Site -p no:cacheprovider -q
	scripts/test-install.sh

## Installs $(PREFIX)/bin/docgen: a release build with the Swift standard library and Foundation linked in
## statically, so it runs on a Debian machine without Swift (it needs the libraries the README names).
install: deps
	$(SWIFT) build -c release --static-swift-stdlib --product docgen
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -s -m 755 "$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/docgen" "$(DESTDIR)$(PREFIX)/bin/docgen"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/docgen"

## Installs into a temporary prefix and runs the binary there with the Swift toolchain's libraries out of reach.
test-install:
	scripts/test-install.sh

## Installs Hugo and cmark, builds docgen (as `make install` does) and the token benchmark in release, prints the
## benchmark tables and writes the goals table into README.md.
benchmark:
	scripts/install-dependencies.sh benchmark
	$(SWIFT) build -c release --static-swift-stdlib --product docgen
	$(SWIFT) build -c release --static-swift-stdlib --product TokenBenchmark
	python3 scripts/benchmark/run.py .build/release/docgen --token-benchmark .build/release/TokenBenchmark --readme README.md

deps:
	scripts/install-dependencies.sh build

deps-test:
	scripts/install-dependencies.sh test

build: deps
	$(SWIFT) build

clean:
	rm -rf .build .build-fuzz _site
