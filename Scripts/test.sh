#!/usr/bin/env bash
# The project's whole test run: the package with warnings as errors, then its tests, then the
# example package through the three workflows (build plugin, committed output, drift check).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests -Xswiftc -warnings-as-errors
./Scripts/typecheck-platforms.sh  # the code only Apple platforms compile, against PlatformStubs/
swift test --skip-build
./Examples/run-workflows.sh
