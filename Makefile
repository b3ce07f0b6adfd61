# Rockhopper — UIKit for Swift on Linux.
# Quick start: `make demo` and `make test`. Both install what is missing first (`make deps`).

SWIFT ?= swift
# Every build of the package here turns on the SnapshotTesting trait (the golden-picture tests need
# it; Package.swift). The same flags for every command, so they share one build.
SWIFT_FLAGS ?= --traits SnapshotTesting
# Debian/Ubuntu packages the build and the tests need: pkg-config and the development files of
# Cairo, Pango and SDL2, a CJK font so Chinese text renders, libjpeg for JPEG decoding, and SQLite
# (`import SQLite3`).
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev fonts-wqy-microhei libjpeg62-turbo-dev libsqlite3-dev
# For the end-to-end test of an app in a window (Scripts/window-e2e.sh): a virtual X display and a
# way to click and type in it. Installed when apt-get can; without them that test is skipped.
E2E_PACKAGES := xvfb xdotool

.PHONY: deps demo test test-release-exits build bench lint docs clean

deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	optional=""; \
	for p in $(E2E_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || optional="$$optional $$p"; \
	done; \
	if [ -z "$$missing" ] && [ -z "$$optional" ]; then echo "deps: all present"; exit 0; fi; \
	if [ -z "$$missing" ] && ! command -v apt-get >/dev/null 2>&1; then \
	  echo "deps: all present (not$$optional: the window end-to-end test will be skipped)"; exit 0; \
	fi; \
	if ! command -v apt-get >/dev/null 2>&1; then \
	  echo "deps: apt-get is not available. Install these packages (or your system's equivalents) by hand:$$missing" >&2; exit 1; \
	fi; \
	SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO="sudo"; \
	if [ -n "$$missing" ]; then \
	  echo "deps: installing$$missing"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing || exit 1; \
	fi; \
	if [ -n "$$optional" ]; then \
	  echo "deps: installing$$optional (for the window end-to-end test)"; \
	  { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$optional; } \
	    || echo "deps: could not install$$optional: the window end-to-end test will be skipped"; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# The Catalog in a window when a display is available, else its headless tour (PNGs in
# catalog-screens/). `make demo DEVICE=iphone-15` chooses the device, `SCENARIO=Contacts` opens one.
demo: deps
	$(SWIFT) run $(SWIFT_FLAGS) Catalog $(if $(DEVICE),--device $(DEVICE)) $(if $(SCENARIO),--scenario "$(SCENARIO)")

# A check that misuse stops with messages optimized builds keep (`fatalError`, no `precondition`),
# the unit tests, then the end-to-end test of an app in a window under Xvfb (skipped, saying why,
# without Xvfb and xdotool), then a package that uses Rockhopper as a user's would, built from
# clean without warnings and tested (Examples/TutorialTests, Scripts/consumer-check.sh).
test: deps
	Scripts/release-messages-check.sh
	$(SWIFT) test $(SWIFT_FLAGS)
	$(SWIFT) build $(SWIFT_FLAGS) --product WindowTestApp
	$(SWIFT) build $(SWIFT_FLAGS) --product Catalog
	Scripts/window-e2e.sh
	SWIFT=$(SWIFT) Scripts/consumer-check.sh

# DocC documentation of UIKitTesting (UITestHost), with swift-docc-plugin: a static site in
# .build/docs/UIKitTesting (open index.html through a local web server).
docs: deps
	mkdir -p .build/docs
	ROCKHOPPER_DOCS=1 $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	  --target UIKitTesting --disable-indexing --transform-for-static-hosting \
	  --output-path .build/docs/UIKitTesting
	@echo "docs: .build/docs/UIKitTesting"

# The misuse exit tests against an optimized build: their messages must survive release builds
# (`precondition` strips them there). Not part of CI (about 6 minutes more would take it near its
# 30-minute limit): `make test` checks the sources for `precondition` and `assert` instead
# (Scripts/release-messages-check.sh). Run it when changing how misuse stops the program. `-enable-testing` because the suites use @testable import;
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
