#!/usr/bin/env bash
# Every check and every test: types, lint, API (unit + end-to-end), front ends, browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "types"
npx tsc --noEmit -p tsconfig.json
step "lint"
npm run lint
step "API build (the import crash test runs the built worker)"
npm run build:api
step "API tests (real PostgreSQL, Redis, SMTP on loopback)"
npm run test:api -- --ci
step "front-end tests"
npm run test --workspace portal-ui --if-present
npm run test --workspace admin-ui --if-present
step "build"
npm run build
if [ -d test/browser ]; then
  step "browser tests (Chromium)"
  npm run test:browser
fi
