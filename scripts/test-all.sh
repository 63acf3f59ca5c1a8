#!/usr/bin/env bash
# `npm test`: every suite, on a fresh machine. Installs what npm cannot (Debian's Chromium and
# PostgreSQL) when missing, then runs: typecheck, lint, format (prettier --check), unit+HTTP tests on PGlite, the HTTP tests
# on real PostgreSQL, and the Playwright journeys in Chromium. Ends with one "N passed, N failed"
# line per suite.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=.ci-out
rm -rf "$OUT" && mkdir -p "$OUT"
status=0
# Each step's wall time, printed in the summary ("name seconds" per line).
run_started=$(date +%s)
step_started=$run_started
step_done() { local now; now=$(date +%s); echo "$1 $((now - step_started))" >> "$OUT/times.txt"; step_started=$now; }
# A runner's exit code, kept for the summary: a runner can fail with every test passed (an unhandled
# rejection between tests, a teardown), which its report does not show.
exited() { local code=$?; echo "$code" > "$OUT/$1.exit"; [ "$code" = 0 ] || status=1; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi; }
apt_updated=
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  [ -n "$apt_updated" ] || { as_root apt-get update -qq; apt_updated=1; }
  as_root apt-get install -y -qq "$@" >/dev/null
}

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests…"
  apt_install chromium
fi
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "Installing PostgreSQL for the database tests…"
  apt_install postgresql postgresql-contrib
fi
step_done "install"

# The three static checks are single-threaded: run side by side, then each one's output in turn.
npx tsc --noEmit -p tsconfig.json > "$OUT/typecheck.log" 2>&1 & typecheck_pid=$!
npx eslint . --max-warnings=0 > "$OUT/lint.log" 2>&1 & lint_pid=$!
npx prettier --check . > "$OUT/format.log" 2>&1 & format_pid=$!
check() { # name pid log-lines
  echo "== $1"
  if wait "$2"; then echo "$1: 1 passed, 0 failed" > "$OUT/$1.txt"; else tail -"$3" "$OUT/$1.log"; echo "$1: 0 passed, 1 failed" > "$OUT/$1.txt"; status=1; fi
}
check typecheck "$typecheck_pid" 200
check lint "$lint_pid" 200
check format "$format_pid" 20
step_done "typecheck, lint, format"

echo "== unit and HTTP tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$OUT/vitest-pglite.json"; exited pglite
step_done "unit and HTTP tests (PGlite)"

echo "== HTTP tests on PostgreSQL"
PGPORT=55439
PGVER=$(ls /usr/lib/postgresql | sort -V | tail -1)
pg_ready=
if command -v pg_createcluster >/dev/null 2>&1; then
  as_root pg_dropcluster --stop "$PGVER" levadaci >/dev/null 2>&1 || true
  # A throwaway cluster: no crash safety needed (fsync off saves ~10 % of the suite).
  if as_root pg_createcluster "$PGVER" levadaci -p "$PGPORT" -o fsync=off -o synchronous_commit=off \
       -o full_page_writes=off -- --auth-local=trust --auth-host=scram-sha-256 >/dev/null &&
     as_root pg_ctlcluster "$PGVER" levadaci start &&
     as_root su postgres -c "psql -p $PGPORT -q -c \"CREATE ROLE app LOGIN SUPERUSER PASSWORD 'app'\" -c 'CREATE DATABASE app OWNER app'"; then
    pg_ready=1
  fi
fi
if [ -n "$pg_ready" ]; then
  # Left out: the files that start their own server processes or PostgreSQL servers (the same run in
  # the first pass; TEST_DATABASE_URL changes nothing in them).
  TEST_DATABASE_URL="postgres://app:app@127.0.0.1:$PGPORT/app" npx vitest run src/server \
    --exclude src/server/main.test.ts --exclude src/server/db/backup.test.ts \
    --exclude 'src/server/security/{killed-worker,startup-race,postgres-restart,postgres-connection-loss}.test.ts' \
    --reporter=default --reporter=json --outputFile.json="$OUT/vitest-postgres.json"; exited postgres
  as_root pg_dropcluster --stop "$PGVER" levadaci >/dev/null 2>&1 || true
else
  echo "PostgreSQL could not be started: the PostgreSQL suite did not run."
  echo "postgres: 0 passed, 1 failed" > "$OUT/postgres.txt"
  status=1
fi
step_done "HTTP tests on PostgreSQL"

echo "== browser journeys (Playwright, Chromium)"
if npx vite build --logLevel warn; then echo "web build: 1 passed, 0 failed" > "$OUT/web-build.txt"; else echo "web build: 0 passed, 1 failed" > "$OUT/web-build.txt"; status=1; fi
step_done "web build"
echo "== bundle budget"
if npx tsx scripts/bundle-budget.ts; then echo "bundle budget: 1 passed, 0 failed" > "$OUT/bundle-budget.txt"; else echo "bundle budget: 0 passed, 1 failed" > "$OUT/bundle-budget.txt"; status=1; fi
step_done "bundle budget"
npx playwright test; exited e2e
step_done "browser journeys"
echo "total $(( $(date +%s) - run_started ))" >> "$OUT/times.txt"

node scripts/ci-summary.mjs "$OUT" || status=1
exit $status
