#!/usr/bin/env bash
# The project's whole test run: the package with warnings as errors, then its tests.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
