#!/usr/bin/env bash
# The whole test suite, quickest signal first: static checks, unit tests (no build needed), a
# production build with the test fixtures, then the integration, build-output and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/check-node.cjs
echo "== node $(node --version)"

echo "== lint"
npx eslint .
npx prettier --check .
echo "== typecheck"
npx tsc -p tsconfig.json --noEmit
# A test file that throws while loading (a missing export, a module the loader cannot read) is reported
# by node --test as one failing test named by its path, and the layer exits non-zero. tsx/esm, not tsx:
# tsx's CommonJS hook would rewrite an ES-module package that a CommonJS one requires into `require`
# calls, which fail on packages that export only to import (tests/unit/module-format.test.ts).
echo "== unit (two files at a time; node defaults to one fewer than the cores)"
node --import tsx/esm --test --test-concurrency=2 tests/unit/*.test.ts
echo "== build (with test fixtures)"
DOCS_TEST_FIXTURES=1 npm run build
echo "== integration (one file at a time: each builds or runs a compiler)"
node --import tsx/esm --test --test-concurrency=1 tests/integration/*.test.ts
echo "== build output, browser (two files at a time: they mostly wait on the browser and the network)"
node --import tsx/esm --test --test-concurrency=2 tests/build/*.test.ts tests/e2e/*.test.ts
