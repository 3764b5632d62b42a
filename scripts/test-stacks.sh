#!/usr/bin/env bash
# Everything `npm test` runs, started as soon as what it needs is ready, so the two cores stay busy:
#
#   the web build ─┐
#   dynalite seed ─┼─ e2e shards (the longest chain: started first)
#                  ├─ integration (dynalite), fault tests
#   ddblocal seed ─┴─ integration subset on DynamoDB Local
#   type check, lint, unit tests: beside the seeds
#
# The demo data is seeded once per DynamoDB backend (scripts/test-seeded-data.ts); every test stack then copies it
# instead of seeding again (test/fixtures/seeded-data.ts). Each suite runs its own local stack on its own ports; the
# Chromium suite is split into E2E_SHARDS runs (default 3; test/e2e/shard-sequencer.ts balances them by size) and
# the fault tests stop stacks with SIGKILL at named points, one file at a time. Screenshots are off (E2E_SHOTS=off;
# test/e2e/shots.ts) unless E2E_SHOTS names a folder.
# Each run's output is printed whole when everything has ended, so none interleaves, then a table of each run's wall
# time and CPU time.
set -u
shards="${E2E_SHARDS:-3}"
export E2E_SHOTS="${E2E_SHOTS:-off}"
dir="$(mktemp -d)"
export RECYCLATE_SEEDED_DATA="$dir/seeded"
mkdir -p "$RECYCLATE_SEEDED_DATA"
trap 'rm -rf "$dir"' EXIT
declare -A pid_of rc_of
order=()

# run NAME COMMAND...: in the background, its output in NAME's log, its wall and CPU time in NAME's time file.
run() {
  local name="$1"
  shift
  order+=("$name")
  /usr/bin/time -f "%e %U %S" -o "$dir/$name.time" "$@" >"$dir/$name.log" 2>&1 &
  pid_of[$name]=$!
}

# ok NAME...: waits for the named runs; true when every one of them passed.
ok() {
  local all=0
  for name in "$@"; do
    if [ -z "${rc_of[$name]+set}" ]; then
      if wait "${pid_of[$name]}"; then rc_of[$name]=0; else rc_of[$name]=$?; fi
    fi
    [ "${rc_of[$name]}" = 0 ] || all=1
  done
  return $all
}

# skip NAME REASON: a run that cannot start because one it needs failed.
skip() {
  order+=("$1")
  rc_of[$1]=1
  echo "not run: $2" >"$dir/$1.log"
}

run build-web npx tsx scripts/build/web.ts
run seed-dynalite npx tsx scripts/test-seeded-data.ts "$RECYCLATE_SEEDED_DATA" dynalite
run seed-ddblocal npx tsx scripts/test-seeded-data.ts "$RECYCLATE_SEEDED_DATA" ddblocal
run typecheck npx tsc -b
run lint npm run --silent lint

if ok seed-dynalite build-web; then
  for i in $(seq 1 "$shards"); do
    run "e2e-$i" npx vitest run --project e2e --shard="$i/$shards"
  done
else
  skip e2e "the web build or the dynalite seed failed"
fi
if ok seed-dynalite; then
  run integration npx vitest run --project integration
  run faults npx vitest run --project faults
else
  skip integration "the dynalite seed failed"
fi
run unit npx vitest run --project unit --project unit-isolated
if ok seed-ddblocal; then
  run integration-ddblocal npx vitest run --project integration-ddblocal
else
  skip integration-ddblocal "the DynamoDB Local seed failed"
fi

failed=0
for name in "${order[@]}"; do
  ok "$name" || failed=1
  echo "---- $name (exit ${rc_of[$name]}) ----"
  cat "$dir/$name.log"
done
echo "---- times (wall s, CPU s = user + system) ----"
for name in "${order[@]}"; do
  if [ -f "$dir/$name.time" ]; then
    tail -n 1 "$dir/$name.time" | awk -v n="$name" '{ printf "%-22s %8.1f %8.1f\n", n, $1, $2 + $3 }'
  fi
done
exit "$failed"
