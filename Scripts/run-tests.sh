#!/usr/bin/env bash
# Builds and runs the tests of the root package and of Showcase, quietly: build errors and
# warnings, failing tests in full, what tests print on purpose (the hostile-input and random-run
# summaries), one line per package, and the totals last. Each package's whole output is kept in
# .build/test-logs/ for when more is needed.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
logs=".build/test-logs"
mkdir -p "$logs"
total_tests=0
total_suites=0
failed=()
started=$SECONDS

# Keeps what a reader needs from `swift test -q`: drops XCTest's progress lines (suites and test
# cases that start or pass, and the counts of runs without failures: the real-time tests in
# Tests/RealTimeTests are XCTest), the run header and the known issues that positive controls
# record on purpose (each with its detail lines). XCTest's failures stay.
filter() {
  awk '
    /^Test Suite .* (started|passed) at / { next }
    /^Test Case .* (started at |passed \()/ { next }
    /^[[:space:]]*Executed [0-9]+ tests?, with 0 failures/ { next }
    # Foundation logs this when a keyed-archive test decodes a missing key on purpose.
    /\*\*\* NSKeyedUnarchiver.init: No value found for key/ { next }
    /Test run started\.$/ { next }
    /^↳ Testing Library Version:/ || /^↳ Target Platform:/ { next }
    /recorded a known issue/ { known = 1; next }
    known && /^↳ / { next }
    { known = 0; print; fflush() }
  '
}

run_package() { # label, folder
  local label="$1" dir="$2" log="$logs/$1.log" begin=$SECONDS
  printf '%s: building\n' "$label"
  if ! (cd "$dir" && "$SWIFT" build --build-tests -q) > "$log.build" 2>&1; then
    cat "$log.build"
    printf '%s: the build failed (whole output: %s)\n' "$label" "$log.build"
    failed+=("$label")
    return
  fi
  grep -E "warning:|error:" "$log.build" || true
  printf '%s: testing\n' "$label"
  (cd "$dir" && "$SWIFT" test --skip-build -q) > "$log" 2>&1
  local status=$?
  filter < "$log" | grep -vE "Test run with [0-9]+ tests? in [0-9]+ suites? (passed|failed)"
  local summary
  summary="$(grep -E "Test run with [0-9]+ tests? in [0-9]+ suites?" "$log" | tail -1)"
  local tests suites
  tests="$(sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/' <<< "$summary")"
  suites="$(sed -E 's/.*in ([0-9]+) suites?.*/\1/' <<< "$summary")"
  # XCTest runs first and prints "Executed N tests, with F failures" per class, per bundle and for
  # the whole run; the last such line is the whole run's. Its classes count as suites.
  local xc_summary xc_tests=0 xc_failures=0 xc_classes=0
  xc_summary="$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -1)"
  if [ -n "$xc_summary" ]; then
    xc_tests="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<< "$xc_summary")"
    xc_failures="$(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<< "$xc_summary")"
    xc_classes="$(grep -E "^Test Suite '[^']+' (passed|failed) at" "$log" | grep -vcE "^Test Suite '(All tests|[^']*\.xctest)'")"
  fi
  [ -n "$summary" ] && tests=$((tests + xc_tests)) && suites=$((suites + xc_classes))
  if [ "$status" -ne 0 ] || [ -z "$summary" ] || grep -q "failed after" <<< "$summary" || [ "$xc_failures" -ne 0 ]; then
    [ -z "$summary" ] && tail -40 "$log"
    printf '%s: FAILED (exit %d) %s (whole output: %s)\n' "$label" "$status" "${summary#* }" "$log"
    failed+=("$label")
  else
    local of_which=""
    [ "$xc_tests" -gt 0 ] && of_which=" ($xc_tests XCTest tests in $xc_classes classes among them)"
    printf '%s: %s tests in %s suites passed%s in %d s\n' "$label" "$tests" "$suites" "$of_which" $((SECONDS - begin))
  fi
  total_tests=$((total_tests + ${tests:-0}))
  total_suites=$((total_suites + ${suites:-0}))
}

# The kiwisolver oracle of the Auto Layout engine (issue 42): KiwiOracleTests, in the Containment
# package's run, writes its random steps (a new seed each run unless KIWI_ORACLE_SEED is set) to
# $oracle_steps; Scripts/kiwi_oracle.py then solves each step with kiwisolver (pinned in
# Benchmarks/kiwi/requirements.txt, in a virtual environment under .build/) and compares. A
# mismatch fails the run with a shrunk reproduction (replayed through the Swift test).
oracle_venv=".build/kiwi-oracle-venv"
oracle_steps="$PWD/.build/kiwi-oracle-steps.jsonl"
export KIWI_ORACLE_SEED="${KIWI_ORACLE_SEED:-$(( (RANDOM << 15) | RANDOM ))}"
export KIWI_ORACLE_DUMP="$oracle_steps"
rm -f "$oracle_steps"

setup_oracle() {
  if [ ! -x "$oracle_venv/bin/python" ] && ! python3 -m venv "$oracle_venv" > "$logs/kiwi-venv.log" 2>&1; then
    cat "$logs/kiwi-venv.log"; return 1
  fi
  "$oracle_venv/bin/python" -m pip install -q --disable-pip-version-check -r Benchmarks/kiwi/requirements.txt \
    > "$logs/kiwi-pip.log" 2>&1 || { cat "$logs/kiwi-pip.log"; return 1; }
}

run_oracle() {
  local begin=$SECONDS
  if [ ! -s "$oracle_steps" ]; then
    printf 'kiwi oracle: KiwiOracleTests wrote no steps (%s)\n' "$oracle_steps"
    failed+=("kiwi oracle")
    return
  fi
  if ! "$oracle_venv/bin/python" Scripts/kiwi_oracle.py "$oracle_steps" --seed "$KIWI_ORACLE_SEED" \
      --replay "cd '$PWD' && KIWI_ORACLE_SEED=$KIWI_ORACLE_SEED '$SWIFT' test --skip-build --filter KiwiOracleTests"; then
    printf 'kiwi oracle: FAILED (replay the run: KIWI_ORACLE_SEED=%s make test)\n' "$KIWI_ORACLE_SEED"
    failed+=("kiwi oracle")
  else
    printf 'kiwi oracle: passed in %d s\n' $((SECONDS - begin))
  fi
}

# Every fact that sources and tests cite exists in docs/semantics/ (Scripts/spec_citations.py), and
# the check itself can fail; every relative link in the Markdown resolves (Scripts/check_links.py).
if python3 Scripts/spec_citations.py check && python3 Scripts/spec_citations.py self-test; then :; else
  failed+=("spec citations")
fi
python3 Scripts/check_links.py || failed+=("links")
# Formatting (swift-format under .swift-format; `make format` fixes it). Keep the list in step
# with FORMATTED in the Makefile.
format_begin=$SECONDS
if "$SWIFT" format lint --strict --parallel --recursive Package.swift Sources Tests Benchmarks/Package.swift \
    Benchmarks/Benchmarks Showcase/Package.swift Showcase/Sources Showcase/Tests > "$logs/format.log" 2>&1; then
  printf 'format: every Swift file is formatted (%d s)\n' $((SECONDS - format_begin))
else
  printf 'format: %d places are not formatted, in %d files; run make format (whole list: %s)\n' \
    "$(grep -c ': warning:\|: error:' "$logs/format.log")" \
    "$(grep -oE '^[^:]+\.swift' "$logs/format.log" | sort -u | wc -l)" "$logs/format.log"
  grep -oE '^[^:]+\.swift' "$logs/format.log" | sort -u | head -20
  failed+=("format")
fi

oracle_ready=1
printf 'kiwi oracle: installing kiwisolver into %s\n' "$oracle_venv"
setup_oracle || { oracle_ready=0; printf 'kiwi oracle: could not install kiwisolver\n'; failed+=("kiwi oracle"); }
run_package "Containment" "."
[ "$oracle_ready" -eq 1 ] && run_oracle
unset KIWI_ORACLE_DUMP
run_package "Showcase" "Showcase"

elapsed=$((SECONDS - started))
if [ ${#failed[@]} -eq 0 ]; then
  printf 'All packages: %d tests in %d suites passed in %dm %02ds\n' "$total_tests" "$total_suites" $((elapsed / 60)) $((elapsed % 60))
else
  printf 'FAILED: %s (%d tests in %d suites ran in %dm %02ds)\n' "${failed[*]}" "$total_tests" "$total_suites" $((elapsed / 60)) $((elapsed % 60))
  exit 1
fi
