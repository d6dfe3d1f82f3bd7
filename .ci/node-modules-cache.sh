# Sourced by .ci/run. Installing 140,000 files into node_modules costs about 70 s on these
# machines, nearly all of it creating files (a tar of the same tree takes as long to unpack);
# hard links to an earlier install of the same lock file take about 8 s. This is a CI cache
# keyed like any other (lock file, every package.json, Node and npm versions): a miss, or a
# machine where links cannot be made, installs as before. `npm install` runs either way and
# checks the restored tree against the lock file (docs/testing.md#ci-bash-cirun).
NM_CACHE_ROOT="${SCREENSPACE_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/screenspace-ci}"
NM_CACHE_KEY=$({ cat package-lock.json package.json backend/package.json frontend/package.json; node --version; npm --version; } | sha256sum | cut -c1-16)
NM_CACHE_DIR="$NM_CACHE_ROOT/node_modules-$NM_CACHE_KEY"

# Links the cached tree in when there is one for this key; never fails the run.
restore_node_modules() {
  [ -d "$NM_CACHE_DIR/complete" ] && [ ! -e node_modules ] || return 0
  if cp -al "$NM_CACHE_DIR/root" node_modules 2>/dev/null && cp -al "$NM_CACHE_DIR/frontend" frontend/node_modules 2>/dev/null; then
    echo "node_modules linked from the CI cache ($NM_CACHE_KEY)"
  else
    echo "the CI cache could not be linked here; installing from npm's cache"
    rm -rf node_modules frontend/node_modules
  fi
}

# After a fresh install (before any tool writes caches into node_modules): keeps the tree for
# the next run with this key, and only the newest two keys.
save_node_modules() {
  [ ! -d "$NM_CACHE_DIR/complete" ] || return 0
  local tmp="$NM_CACHE_DIR.partial.$$"
  mkdir -p "$NM_CACHE_ROOT" 2>/dev/null || return 0
  if cp -al node_modules "$tmp-root" 2>/dev/null && cp -al frontend/node_modules "$tmp-frontend" 2>/dev/null; then
    rm -rf "$NM_CACHE_DIR" && mkdir -p "$NM_CACHE_DIR" && mv "$tmp-root" "$NM_CACHE_DIR/root" && mv "$tmp-frontend" "$NM_CACHE_DIR/frontend" && mkdir "$NM_CACHE_DIR/complete"
    echo "node_modules kept in the CI cache ($NM_CACHE_KEY)"
    # shellcheck disable=SC2012
    ls -1dt "$NM_CACHE_ROOT"/node_modules-* 2>/dev/null | grep -v partial | tail -n +3 | xargs -r rm -rf
  fi
  rm -rf "$tmp-root" "$tmp-frontend"
}
