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
  CPU_SECONDS='?'
  count_cpu_seconds || true
  printf '  %5ss  total, %s CPU-s on %s cores\n' "$(($(date +%s) - T0))" "$CPU_SECONDS" "$(nproc)"
}

# CPU_SECONDS: user + system seconds of this script's finished children. `times` must run in
# this shell (in a pipe or $(…) it runs in a subshell, which has no children), so into a file, in
# /tmp: the exit trap has removed the in-memory TMPDIR by then.
count_cpu_seconds() {
  local file
  file=$(mktemp -p /tmp) || return 1
  times >"$file"
  CPU_SECONDS=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
  rm -f "$file"
}
# Stages that use one core each run side by side (two cores): each one's output is printed when
# it ends, with its own time; the group's time is the stage time above them.
BG_PIDS=(); BG_NAMES=(); BG_LOGS=()
run_bg() {
  local name="$1"; shift
  local log; log=$(mktemp)
  (
    start=$(date +%s)
    # Its CPU time (user + system, children included) too: wall time on a shared host says
    # little alone.
    TIMEFORMAT='%U %S'
    if { time "$@" >"$log" 2>&1; } 2>"$log.cpu"; then rc=0; else rc=$?; fi
    echo "$(($(date +%s) - start))s, $(awk '{ printf "%d", $1 + $2 }' "$log.cpu") CPU-s" >"$log.time"
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
    SUB_TIMES+=("$(printf '         %s (%s)' "${BG_NAMES[$i]}" "$(cat "${BG_LOGS[$i]}.time" 2>/dev/null || echo '?')")")
    rm -f "${BG_LOGS[$i]}" "${BG_LOGS[$i]}.time" "${BG_LOGS[$i]}.cpu"
  done
  BG_PIDS=(); BG_NAMES=(); BG_LOGS=()
  return "$failed"
}

source scripts/test-services.sh
# Test data (embedded databases, photos, browser profiles) lives in memory when there is room:
# on ext4 the server suite spent a third of its CPU time in the kernel, copying database folders.
FAST_TMP=""
if [ -w /dev/shm ] && [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -gt 4194304 ]; then
  FAST_TMP=$(mktemp -d /dev/shm/bikebazaar-tests.XXXXXX)
  export TMPDIR="$FAST_TMP"
fi
trap 'stop_test_services; [ -z "$FAST_TMP" ] || rm -rf "$FAST_TMP"; print_times' EXIT

# What a fresh machine lacks from Debian (Chromium; PostgreSQL and Redis when none is running)
# installs in the background beside npm and the first stages, which do not need it.
APT_PACKAGES=()
[ -x "$CHROME_PATH" ] || APT_PACKAGES+=(chromium fonts-noto-core)
# Its headless build, which most end-to-end tests run in (decision 0013).
[ -x /usr/bin/chromium-headless-shell ] || APT_PACKAGES+=(chromium-headless-shell)
if [ "${SERVER_TEST_THROWAWAY:-0}" = 1 ] || ! port_open 5432; then
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || APT_PACKAGES+=(postgresql)
fi
if [ "${SERVER_TEST_THROWAWAY:-0}" = 1 ] || ! port_open 6379; then
  command -v redis-server >/dev/null || APT_PACKAGES+=(redis-server)
fi
APT_PID=""
if [ ${#APT_PACKAGES[@]} -gt 0 ]; then
  echo "==> Installing Debian's ${APT_PACKAGES[*]} (in the background)"
  APT_LOG=$(mktemp)
  (
    start=$(date +%s)
    if apt_install "${APT_PACKAGES[@]}" >"$APT_LOG" 2>&1; then rc=0; else rc=$?; fi
    echo "$(($(date +%s) - start))" >"$APT_LOG.time"
    exit "$rc"
  ) &
  APT_PID=$!
fi
wait_apt() {
  [ -n "$APT_PID" ] || return 0
  local rc=0
  wait "$APT_PID" || rc=$?
  APT_PID=""
  TIMES+=("$(printf '%5ss  %s' "$(cat "$APT_LOG.time" 2>/dev/null || echo '?')" \
    "Installing Debian's ${APT_PACKAGES[*]} (beside the stages above)")")
  if [ "$rc" -ne 0 ]; then
    echo "Installing Debian's ${APT_PACKAGES[*]} failed:"; cat "$APT_LOG"; return "$rc"
  fi
}

stage "Installing npm packages"
# npm ci rejects this lockfile here (the registry lacks other platforms' optional packages);
# npm install with the committed lockfile installs the pinned versions.
npm install --no-audit --no-fund --loglevel=error

mkdir -p test-results
# Everything from here runs in two groups of jobs side by side: on two cores each job alone
# leaves a core idle at times (lint's and the unit tests' tails, the build's single thread, the
# PostgreSQL suite's waits on its server, the end-to-end tests' waits on their pages), so the
# group takes about its CPU time over two cores rather than the sum of its jobs' times.
stage "Checks, unit and component tests, and the production build (side by side)"
run_bg "Formatting" npm run --silent format:check
run_bg "Lint" npm run --silent lint
run_bg "Type check" npm run --silent typecheck
run_bg "Unit and component tests" npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest.json
run_bg "Production build" npx vite build --logLevel warn
wait_bg
# The server suites run their files one at a time each (fileParallelism off): the engines run
# side by side, and the PGlite suite, the longer, in two halves; the end-to-end tests run beside
# them. They share nothing: the server suites use PORT 0 and their own databases.
finish_stage
wait_apt
stage "Server tests (PGlite and PostgreSQL) beside the end-to-end and accessibility tests"
start_test_redis
start_test_postgres
for half in 1 2; do
  run_bg "Server tests (embedded PGlite, half $half)" env DB_ENGINE=pglite npx vitest run \
    -c vitest.server.config.ts --shard="$half/2" --reporter=default \
    --reporter=json --outputFile.json="test-results/vitest-server-pglite-$half.json"
done
run_bg "Server tests (PostgreSQL)" npx vitest run -c vitest.server.config.ts \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest-server-postgres.json
run_bg "End-to-end and accessibility tests (Chromium)" \
  env PW_JSON=test-results/playwright.json npx playwright test
wait_bg
stop_test_services
finish_stage

node scripts/summarize-tests.mjs test-results/vitest.json test-results/vitest-server-pglite-1.json \
  test-results/vitest-server-pglite-2.json test-results/vitest-server-postgres.json \
  test-results/playwright.json
