#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest: static checks, a production build with the
# test fixtures, then unit, build-output and browser tests in one node:test run.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint"
npx eslint .
npx prettier --check .
echo "== typecheck"
npx tsc -p tsconfig.json --noEmit
echo "== build (with test fixtures)"
DOCS_TEST_FIXTURES=1 npx docusaurus build
echo "== tests"
node --import tsx --test --test-concurrency=1 tests/unit/*.test.ts tests/build/*.test.ts tests/e2e/*.test.ts
