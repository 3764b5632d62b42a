#!/usr/bin/env bash
# The test runs of `npm test` after the type check, the lint and the web build.
#
# First the demo data is seeded once per DynamoDB backend (scripts/test-seeded-data.ts) while the unit tests run;
# every test stack then copies it instead of seeding again (test/fixtures/seeded-data.ts). Then, side by side, each
# with its own local stack on its own ports: the integration suite on dynalite, its DynamoDB Local subset
# (vitest.config.ts), the fault tests (stacks killed with SIGKILL at named points, one file at a time) and the
# Chromium suite split into E2E_SHARDS runs (default 2; test/e2e/shard-sequencer.ts balances them by size).
# Screenshots are off (E2E_SHOTS=off; test/e2e/shots.ts) unless E2E_SHOTS names a folder.
# Each run's output is printed whole when all of its phase have ended, so none interleaves.
set -u
shards="${E2E_SHARDS:-2}"
export E2E_SHOTS="${E2E_SHOTS:-off}"
dir="$(mktemp -d)"
export RECYCLATE_SEEDED_DATA="$dir/seeded"
mkdir -p "$RECYCLATE_SEEDED_DATA"
trap 'rm -rf "$dir"' EXIT
failed=0
pids=()
names=()

# run NAME COMMAND...: in the background, its output kept in NAME's log.
run() {
  local name="$1"
  shift
  "$@" >"$dir/$name.log" 2>&1 &
  pids+=($!)
  names+=("$name")
}

# Waits for every run started since the last call and prints each one's log.
finish() {
  for k in "${!pids[@]}"; do
    if wait "${pids[$k]}"; then rc=0; else rc=$?; failed=1; fi
    echo "---- ${names[$k]} (exit $rc) ----"
    cat "$dir/${names[$k]}.log"
  done
  pids=()
  names=()
}

run seed-dynalite npx tsx scripts/test-seeded-data.ts "$RECYCLATE_SEEDED_DATA" dynalite
run seed-ddblocal npx tsx scripts/test-seeded-data.ts "$RECYCLATE_SEEDED_DATA" ddblocal
run unit npx vitest run --project unit
finish

run integration npx vitest run --project integration
run integration-ddblocal npx vitest run --project integration-ddblocal
run faults npx vitest run --project faults
for i in $(seq 1 "$shards"); do
  run "e2e-$i" npx vitest run --project e2e --shard="$i/$shards"
done
finish
exit "$failed"
