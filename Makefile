# Rockhopper — UIKit for Swift on Linux.
# Quick start: `make demo` and `make test`. Both install what is missing first (`make deps`).

SWIFT ?= swift
# Debian/Ubuntu packages the build and the tests need: pkg-config and the development files of
# Cairo, Pango and SDL2, a CJK font so Chinese text renders, and libjpeg for JPEG decoding.
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev fonts-wqy-microhei libjpeg62-turbo-dev

.PHONY: deps demo test test-release-exits build bench lint clean

deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then echo "deps: all present"; exit 0; fi; \
	if ! command -v apt-get >/dev/null 2>&1; then \
	  echo "deps: apt-get is not available. Install these packages (or your system's equivalents) by hand:$$missing" >&2; exit 1; \
	fi; \
	SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO="sudo"; \
	echo "deps: installing$$missing"; \
	$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing

build: deps
	$(SWIFT) build

demo: deps
	$(SWIFT) run Catalog

test: deps
	$(SWIFT) test

# The misuse exit tests against an optimized build: their messages must survive release builds
# (`precondition` strips them there). `-enable-testing` because the suites use @testable import;
# ROCKHOPPER_RELEASE_EXIT_TESTS_ONLY leaves the other test targets out of the manifest (Package.swift).
test-release-exits: deps
	ROCKHOPPER_RELEASE_EXIT_TESTS_ONLY=1 $(SWIFT) test -c release -Xswiftc -enable-testing

# swift-format (in the Swift toolchain) with the repository's .swift-format; findings are warnings.
lint:
	$(SWIFT) format lint --recursive --parallel Sources Tests Benchmarks/Benchmarks

# LayoutBenchmarks' baseline is kiwi (the C++ Cassowary solver of PyPI's kiwisolver): its headers
# are fetched through pip first (once; nothing of kiwi is committed).
bench: deps
	Benchmarks/Scripts/fetch-kiwi.sh
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build Benchmarks/.build
