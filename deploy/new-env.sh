#!/bin/sh
# Writes .env for compose.yaml from .env.example with fresh secrets and the address people will use:
#   sh deploy/new-env.sh https://pay.example.com   (its DNS name points at this host; Caddy gets TLS)
#   sh deploy/new-env.sh http://localhost          (a trial on this machine)
set -eu
url=${1:?usage: sh deploy/new-env.sh PUBLIC_URL, e.g. https://pay.example.com or http://localhost}
cd "$(dirname "$0")/.."
if [ -e .env ]; then
  echo ".env exists: left as it is" >&2
  exit 1
fi
hex() { openssl rand -hex "$1"; }
umask 077
sed -e "s|^PUBLIC_URL=.*|PUBLIC_URL=$url|" \
  -e "s|^APP_SECRET=.*|APP_SECRET=$(hex 32)|" \
  -e "s|^SEED_DEMO=.*|SEED_DEMO=false|" \
  -e "s|^S3_BUCKET=.*|S3_BUCKET=kopru-files|" \
  -e "s|^S3_ACCESS_KEY_ID=.*|S3_ACCESS_KEY_ID=kopru-$(hex 6)|" \
  -e "s|^S3_SECRET_ACCESS_KEY=.*|S3_SECRET_ACCESS_KEY=$(hex 24)|" \
  -e "s|^POSTGRES_PASSWORD=.*|POSTGRES_PASSWORD=$(hex 24)|" \
  -e "s|^MINIO_ROOT_PASSWORD=.*|MINIO_ROOT_PASSWORD=$(hex 24)|" \
  -e "s|^MINIO_KMS_SECRET_KEY=.*|MINIO_KMS_SECRET_KEY=kopru-key:$(openssl rand -base64 32)|" \
  .env.example >.env
echo "wrote .env (mode 600) for $url: keep it secret, keep a copy with your backups"
