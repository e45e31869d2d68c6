#!/usr/bin/env bash
# Reproducible builds: two checkouts of the committed HEAD, at two different paths, each build the
# site (with the test fixtures, offline) and the two build/ folders must be byte for byte the same.
# A difference means a machine path, a clock or an unordered walk reached the output; the script
# lists the files that differ. Uncommitted changes are not part of either build.
# Takes two production builds (about 8 minutes on two cores), so it runs apart from `npm test`,
# which checks the cheap invariants on its own build (tests/build/reproducible.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/check-node.cjs

work=$(mktemp -d "${TMPDIR:-/tmp}/robo-docs-repro.XXXXXX")
checkouts=("$work/a" "$work/second-checkout")
keep=
cleanup() {
	# After a difference the two build/ folders stay for inspection (their path is printed).
	if [ -n "$keep" ]; then for dir in "${checkouts[@]}"; do mv "$dir/build" "$dir.build" 2>/dev/null || true; done; fi
	for dir in "${checkouts[@]}"; do git worktree remove --force "$dir" 2>/dev/null || true; done
	if [ -n "$keep" ]; then rm -rf "${checkouts[@]}"; else rm -rf "$work"; fi
}
trap cleanup EXIT

for dir in "${checkouts[@]}"; do
	git worktree add --quiet --detach "$dir" HEAD
	# Each checkout gets its own node_modules at its own path (hard links: no copy of the bytes),
	# so the bundler sees the same layout relative to the site in both. Without the bundler's cache:
	# both builds start cold, and a build writing its cache in place must not touch this checkout's.
	cp -al node_modules "$dir/node_modules" 2>/dev/null || cp -a node_modules "$dir/node_modules"
	rm -rf "$dir/node_modules/.cache"
	echo "== build in $dir"
	(cd "$dir" && DOCS_TEST_FIXTURES=1 REMOTE_CONTENT=offline ROBO_REFERENCE_GITHUB=0 npm run --silent build >"$dir.log" 2>&1) ||
		{
			tail -30 "$dir.log"
			exit 1
		}
done

echo "== compare"
if diff -rq "${checkouts[0]}/build" "${checkouts[1]}/build" >"$work/diff.txt"; then
	echo "the two builds are identical ($(find "${checkouts[0]}/build" -type f | wc -l) files)"
else
	echo "the two builds differ in $(wc -l <"$work/diff.txt") files:"
	head -40 "$work/diff.txt" | sed "s#$work/##g"
	keep=1
	echo "the two builds are kept in $work/a.build and $work/second-checkout.build"
	exit 1
fi
