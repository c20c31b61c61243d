#!/bin/sh
# Starts one instance. The first instance to start on an empty site volume puts the image's build
# there (under a lock, as two instances may start at once); later publishes replace it in place.
set -eu
mkdir -p "$(dirname "$PUBLIC_DIR")" "$DATA_DIR"
if [ ! -d "$PUBLIC_DIR" ]; then
  if mkdir "$PUBLIC_DIR.lock" 2>/dev/null; then
    cp -a /app/public "$PUBLIC_DIR.incoming"
    mv "$PUBLIC_DIR.incoming" "$PUBLIC_DIR"
    rmdir "$PUBLIC_DIR.lock"
  else
    while [ ! -d "$PUBLIC_DIR" ]; do sleep 1; done
  fi
fi
exec node_modules/.bin/tsx --experimental-async-context-frame server/main.ts
