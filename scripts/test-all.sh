#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine with Node 20 and runs every check:
# formatting, lint, types, unit/component tests, the production build, end-to-end and
# accessibility tests in Debian's Chromium. Exit code is non-zero when anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

if [ ! -x "$CHROME_PATH" ]; then
  echo "==> Installing Debian's Chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
fi

echo "==> Installing npm packages"
# npm ci rejects this lockfile here (the registry lacks other platforms' optional packages);
# npm install with the committed lockfile installs the pinned versions.
npm install --no-audit --no-fund --loglevel=error

mkdir -p test-results
echo "==> Formatting";   npm run --silent format:check
echo "==> Lint";         npm run --silent lint
echo "==> Type check";   npm run --silent typecheck
echo "==> Unit and component tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
echo "==> Production build"; npx vite build --logLevel warn
echo "==> End-to-end and accessibility tests (Chromium)"
PW_JSON=test-results/playwright.json npx playwright test

node scripts/summarize-tests.mjs test-results/vitest.json test-results/playwright.json
