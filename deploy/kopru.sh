#!/bin/sh
# The image's entrypoint: the first argument chooses the role (docs/deployment.md "Roles").
set -eu
dist=/app/apps/api/dist
role=${1:-api}
[ $# -gt 0 ] && shift
case "$role" in
  api) exec node "$dist/server.js" ;;
  web) export WORKERS=off && exec node "$dist/server.js" ;;
  worker) export WORKERS=only && exec node "$dist/server.js" ;;
  migrate) exec node "$dist/migrate.js" ;;
  admin:create) exec node "$dist/admin-create.js" "$@" ;;
  admin:reset-two-factor) exec node "$dist/admin-reset-two-factor.js" "$@" ;;
  db:backup) exec node "$dist/db-backup.js" backup "$@" ;;
  db:restore) exec node "$dist/db-backup.js" restore "$@" ;;
  healthcheck)
    exec node -e "fetch('http://127.0.0.1:${PORT:-3000}/healthz', { signal: AbortSignal.timeout(4000) })
      .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" ;;
  *)
    echo "usage: kopru api | web | worker | migrate | admin:create --email E [--password P] |" >&2
    echo "       admin:reset-two-factor --email E | db:backup [FILE] | db:restore FILE" >&2
    exit 2 ;;
esac
