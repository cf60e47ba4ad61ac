#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine with Node 20 and runs every check:
# formatting, lint, types, unit/component tests, the production build, end-to-end and
# accessibility tests in Debian's Chromium, and the server suite on embedded PGlite and on
# PostgreSQL (scripts/test-services.sh finds or starts PostgreSQL and Redis). Prints how long
# each stage took. Exit code is non-zero when anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

TIMES=()
SUB_TIMES=()
STAGE_NAME=""
STAGE_START=0
T0=$(date +%s)

stage() {
  finish_stage
  STAGE_NAME="$1"
  STAGE_START=$(date +%s)
  echo "==> $1"
}

finish_stage() {
  if [ -n "$STAGE_NAME" ]; then
    TIMES+=("$(printf '%5ss  %s' "$(($(date +%s) - STAGE_START))" "$STAGE_NAME")")
    TIMES+=(${SUB_TIMES[@]+"${SUB_TIMES[@]}"})
  fi
  STAGE_NAME=""
  SUB_TIMES=()
}

print_times() {
  finish_stage
  echo
  echo "Stage times:"
  printf '  %s\n' "${TIMES[@]}"
  printf '  %5ss  total\n' "$(($(date +%s) - T0))"
}
# Stages that use one core each run side by side (two cores): each one's output is printed when
# it ends, with its own time; the group's time is the stage time above them.
BG_PIDS=(); BG_NAMES=(); BG_LOGS=()
run_bg() {
  local name="$1"; shift
  local log; log=$(mktemp)
  (
    start=$(date +%s)
    if "$@" >"$log" 2>&1; then rc=0; else rc=$?; fi
    echo "$(($(date +%s) - start))" >"$log.time"
    exit "$rc"
  ) &
  BG_PIDS+=($!); BG_NAMES+=("$name"); BG_LOGS+=("$log")
}
wait_bg() {
  local i failed=0 status
  for i in "${!BG_PIDS[@]}"; do
    if wait "${BG_PIDS[$i]}"; then status="passed"; else status="FAILED"; failed=1; fi
    echo "--- ${BG_NAMES[$i]}: $status"
    cat "${BG_LOGS[$i]}"
    SUB_TIMES+=("$(printf '%5ss    %s' "$(cat "${BG_LOGS[$i]}.time" 2>/dev/null || echo '?')" "${BG_NAMES[$i]}")")
    rm -f "${BG_LOGS[$i]}" "${BG_LOGS[$i]}.time"
  done
  BG_PIDS=(); BG_NAMES=(); BG_LOGS=()
  return "$failed"
}

source scripts/test-services.sh
trap 'stop_test_services; print_times' EXIT

if [ ! -x "$CHROME_PATH" ]; then
  stage "Installing Debian's Chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
fi

stage "Installing npm packages"
# npm ci rejects this lockfile here (the registry lacks other platforms' optional packages);
# npm install with the committed lockfile installs the pinned versions.
npm install --no-audit --no-fund --loglevel=error

mkdir -p test-results
stage "Formatting, lint and type check"
run_bg "Formatting" npm run --silent format:check
run_bg "Lint" npm run --silent lint
run_bg "Type check" npm run --silent typecheck
wait_bg
stage "Unit and component tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
stage "Production build"; npx vite build --logLevel warn
# Each server suite runs its files one at a time (one core): the engines run side by side, and
# the PGlite suite, the longer, in two halves (100 s alone beside PostgreSQL's 55 s; 80 s split).
stage "Server tests (embedded PGlite and PostgreSQL)"
start_test_redis
start_test_postgres
for half in 1 2; do
  run_bg "Server tests (embedded PGlite, half $half)" env DB_ENGINE=pglite npx vitest run \
    -c vitest.server.config.ts --shard="$half/2" --reporter=default \
    --reporter=json --outputFile.json="test-results/vitest-server-pglite-$half.json"
done
run_bg "Server tests (PostgreSQL)" npx vitest run -c vitest.server.config.ts \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest-server-postgres.json
wait_bg
stop_test_services
stage "End-to-end and accessibility tests (Chromium)"
PW_JSON=test-results/playwright.json npx playwright test
finish_stage

node scripts/summarize-tests.mjs test-results/vitest.json test-results/vitest-server-pglite-1.json \
  test-results/vitest-server-pglite-2.json test-results/vitest-server-postgres.json \
  test-results/playwright.json
