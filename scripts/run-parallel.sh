#!/bin/sh
# Runs each argument as a shell command, all at once, and waits for every one of them; exits 1
# when any failed. `npm test` runs its single-threaded checks (tsc, eslint) side by side with it,
# so a 2-core machine keeps both cores busy (decision 227).
pids=""
for command in "$@"; do
  sh -c "$command" &
  pids="$pids $!"
done
status=0
for pid in $pids; do
  wait "$pid" || status=1
done
exit $status
