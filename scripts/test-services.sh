# Sourced by scripts/test-all.sh: PostgreSQL and Redis for the server tests. Uses the ones already
# running on this machine (127.0.0.1:5432 with trust auth, 127.0.0.1:6379); otherwise installs
# Debian's packages and starts throwaway ones on other ports, stopped by stop_test_services.
# Exports TEST_DATABASE_URL and TEST_REDIS_URL. SERVER_TEST_THROWAWAY=1 skips the running ones.

SERVICE_CLEANUP=()

port_open() {
  node -e "require('net').connect($1, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))"
}

apt_install() {
  local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

start_test_postgres() {
  if [ "${SERVER_TEST_THROWAWAY:-0}" != 1 ] && port_open 5432 &&
    node -e "new (require('pg').Client)('postgres://postgres@127.0.0.1:5432/postgres').connect().then(() => process.exit(0), () => process.exit(1))"; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
    return
  fi
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || apt_install postgresql
  local bin; bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  local data; data=$(mktemp -d /tmp/bikebazaar-pg.XXXXXX)
  # PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  local as=""
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$data"; as="runuser -u postgres --"; fi
  $as "$bin/initdb" -D "$data/db" -A trust -U postgres >/dev/null
  $as "$bin/pg_ctl" -D "$data/db" -l "$data/log" -w \
    -o "-p 5439 -k $data -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  SERVICE_CLEANUP+=("$as $bin/pg_ctl -D $data/db -m immediate stop >/dev/null; rm -rf $data")
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5439/postgres"
}

start_test_redis() {
  if [ "${SERVER_TEST_THROWAWAY:-0}" != 1 ] && port_open 6379; then
    export TEST_REDIS_URL="redis://127.0.0.1:6379"
    return
  fi
  command -v redis-server >/dev/null || apt_install redis-server
  local pidfile; pidfile=$(mktemp /tmp/bikebazaar-redis.XXXXXX)
  redis-server --port 6390 --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$pidfile" >/dev/null
  for _ in $(seq 50); do port_open 6390 && break; sleep 0.1; done
  SERVICE_CLEANUP+=("kill \$(cat $pidfile) 2>/dev/null; rm -f $pidfile")
  export TEST_REDIS_URL="redis://127.0.0.1:6390"
}

stop_test_services() {
  local step
  for step in "${SERVICE_CLEANUP[@]}"; do eval "$step" || true; done
  SERVICE_CLEANUP=()
}
