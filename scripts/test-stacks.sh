#!/usr/bin/env bash
# Everything `npm test` runs, in three steps:
#   1. at once: the web build, the demo data seeded once per DynamoDB backend (scripts/test-seeded-data.ts; every test
#      stack then copies it instead of seeding again, test/fixtures/seeded-data.ts), the type check and the lint;
#   2. the unit tests;
#   3. side by side, each with its own local stack on its own ports: the integration suite on dynalite, its DynamoDB
#      Local subset (vitest.config.ts), the fault tests (stacks killed with SIGKILL at named points, one file at a
#      time) and the Chromium suite split into E2E_SHARDS runs (default 2; test/e2e/shard-sequencer.ts balances them
#      by size). Screenshots are off (E2E_SHOTS=off; test/e2e/shots.ts) unless E2E_SHOTS names a folder.
# Starting every run at once (tried) kept nine processes on two cores: tests timed out and it took longer, not less.
# Each run's output is printed whole when everything has ended, so none interleaves, then a table of each run's wall
# time and CPU time. The CPU time of a run is read from a CPU-accounting control group of its own where the machine
# lets one be made (cgroup v1 cpuacct or v2): it counts every process the run started, Chromium's renderer and GPU
# processes and DynamoDB Local's JVM included, which the resource usage of waited-for children misses.
set -u
shards="${E2E_SHARDS:-2}"
export E2E_SHOTS="${E2E_SHOTS:-off}"
dir="$(mktemp -d)"
export RECYCLATE_SEEDED_DATA="$dir/seeded"
mkdir -p "$RECYCLATE_SEEDED_DATA"
declare -A pid_of rc_of cg_of
order=()

# Where each run's control group goes: none when no writable CPU-accounting hierarchy exists.
cg_base=""
for root in /sys/fs/cgroup/cpuacct /sys/fs/cgroup; do
  if [ -f "$root/cpuacct.usage" ] || [ -f "$root/cgroup.controllers" ]; then
    if mkdir -p "$root/recyclate-test-$$" 2>/dev/null; then
      cg_base="$root/recyclate-test-$$"
      break
    fi
  fi
done
trap 'for g in "$cg_base"/*/; do rmdir "$g" 2>/dev/null; done; [ -n "$cg_base" ] && rmdir "$cg_base" 2>/dev/null; rm -rf "$dir"' EXIT

# cpu_of NAME: the CPU seconds the run's control group used, or nothing without one.
cpu_of() {
  local cg="${cg_of[$1]:-}"
  if [ -z "$cg" ] || [ -f "$dir/$1.uncounted" ]; then
    return
  elif [ -f "$cg/cpuacct.usage" ]; then
    awk '{ printf "%.1f", $1 / 1e9 }' "$cg/cpuacct.usage"
  elif [ -f "$cg/cpu.stat" ]; then
    awk '$1 == "usage_usec" { printf "%.1f", $2 / 1e6 }' "$cg/cpu.stat"
  fi
}

# run NAME COMMAND...: in the background, its output in NAME's log, its wall and CPU time in NAME's time file.
run() {
  local name="$1"
  shift
  order+=("$name")
  local cg=""
  if [ -n "$cg_base" ] && mkdir -p "$cg_base/$name" 2>/dev/null; then cg="$cg_base/$name"; fi
  cg_of[$name]="$cg"
  (
    # Into the run's control group first: every process it starts is counted there.
    if [ -n "$cg" ] && ! echo "$BASHPID" >"$cg/cgroup.procs" 2>/dev/null; then touch "$dir/$name.uncounted"; fi
    exec /usr/bin/time -f "%e %U %S" -o "$dir/$name.time" "$@"
  ) >"$dir/$name.log" 2>&1 &
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
ok build-web seed-dynalite seed-ddblocal typecheck lint
run unit npx vitest run --project unit --project unit-isolated
ok unit

# The suites with a local stack, side by side.
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
echo "---- times (wall s; CPU s of the run's processes as waited for, user + system; CPU s of every process it started) ----"
for name in "${order[@]}"; do
  if [ -f "$dir/$name.time" ]; then
    tail -n 1 "$dir/$name.time" | awk -v n="$name" -v all="$(cpu_of "$name")" '{ printf "%-22s %8.1f %8.1f %8s\n", n, $1, $2 + $3, all == "" ? "-" : all }'
  fi
done | tee "$dir/times"
awk -v wall="$SECONDS" '{ waited += $3; if ($4 != "-") all += $4 } END { printf "%-22s %8.1f %8.1f %8.1f\n", "npm test", wall, waited, all }' "$dir/times"
exit "$failed"
