#!/usr/bin/env bash
# The last runs of `npm test`: the DynamoDB Local subset of the integration suite (vitest.config.ts), the fault
# tests (stacks killed with SIGKILL at named points, one file at a time) and the Chromium suite, split into
# E2E_SHARDS runs (default 2; test/e2e/shard-sequencer.ts balances them by size). Each run has its own local
# stack on its own ports, so all run side by side. A Chromium run keeps about 1.2 of this machine's 2 cores
# busy, so more than 2 shards only add contention (3 took as long and made timing-sensitive tests flaky).
# Screenshots are off (E2E_SHOTS=off; test/e2e/shots.ts) unless E2E_SHOTS names a folder.
# Each run's output is printed whole when all have ended, so none interleaves.
set -u
shards="${E2E_SHARDS:-2}"
export E2E_SHOTS="${E2E_SHOTS:-off}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
pids=()
names=()
npx vitest run --project integration-ddblocal >"$dir/integration-ddblocal.log" 2>&1 &
pids+=($!)
names+=(integration-ddblocal)
npx vitest run --project faults >"$dir/faults.log" 2>&1 &
pids+=($!)
names+=(faults)
for i in $(seq 1 "$shards"); do
  npx vitest run --project e2e --shard="$i/$shards" >"$dir/e2e-$i.log" 2>&1 &
  pids+=($!)
  names+=("e2e-$i")
done
failed=0
for k in "${!pids[@]}"; do
  if wait "${pids[$k]}"; then rc=0; else rc=$?; failed=1; fi
  echo "---- ${names[$k]} (exit $rc) ----"
  cat "$dir/${names[$k]}.log"
done
exit "$failed"
