#!/usr/bin/env bash
# `pnpm test:image`: builds the image as an operator would and checks it on this machine's
# PostgreSQL and Redis (docs/deployment.md "Tested here"). Installs podman, runc and debootstrap
# when missing; builds the base image's stand-in when docker.io/library/node:24-bookworm-slim is
# not in podman's storage (it stays there for the next run). IMAGE_TAG names the image built.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v podman >/dev/null || ! [ -x /usr/sbin/runc ] || ! command -v debootstrap >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc debootstrap >/dev/null
fi
export IMAGE_TAG=${IMAGE_TAG:-localhost/kopru:test}

started=$SECONDS
bash deploy/base-stand-in.sh
echo "base image: $((SECONDS - started)) s"

# This machine's rlimits and cgroups need these flags (issue 45); --pull=never: no registry here.
started=$SECONDS
podman --cgroup-manager=cgroupfs build --runtime /usr/sbin/runc \
  --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --network host --pull=never \
  --format docker --layers -f Containerfile -t "$IMAGE_TAG" . >/tmp/kopru-image-build.log 2>&1 ||
  { tail -40 /tmp/kopru-image-build.log; exit 1; }
size=$(podman --cgroup-manager=cgroupfs image inspect --format '{{.Size}}' "$IMAGE_TAG")
echo "image $IMAGE_TAG: built in $((SECONDS - started)) s, $((size / 1000000)) MB"

pnpm --filter @kopru/deploy exec tsx test/compose-check.ts
pnpm --filter @kopru/deploy exec tsx test/image-checks.ts
# Each build leaves its layers (the build stage's are over 1 GB): keep a day's, for the next build.
podman --cgroup-manager=cgroupfs image prune --force --filter until=24h >/dev/null
