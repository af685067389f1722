# docgen: the two commands of the README's Quick start are `make site` and `make test`.
.PHONY: site test deps deps-test build benchmark clean

SWIFT ?= swift

## Installs what is missing, builds docgen, and builds the site from Content/ into _site/.
site: deps
	$(SWIFT) build -c release --product docgen
	.build/release/docgen build
	@echo "Open _site/index.html in a browser."

## Installs what is missing and runs every test: the Swift tests, then the browser suite on the built site.
test: deps-test
	$(SWIFT) test
	.build-venv/bin/python -m pytest Tests/Site -p no:cacheprovider -q

## Installs Hugo and cmark, builds docgen and the token benchmark in release, and prints the benchmark table.
benchmark:
	scripts/install-dependencies.sh benchmark
	$(SWIFT) build -c release --product docgen
	$(SWIFT) build -c release --product TokenBenchmark
	python3 scripts/benchmark/run.py .build/release/docgen --token-benchmark .build/release/TokenBenchmark

deps:
	scripts/install-dependencies.sh build

deps-test:
	scripts/install-dependencies.sh test

build: deps
	$(SWIFT) build

clean:
	rm -rf .build _site
