#!/usr/bin/env bash
# Builds the API if needed and runs the benchmark suites against the real product.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/main.js ] || npm run build:api
node scripts/bench/run.js
