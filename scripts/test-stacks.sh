#!/usr/bin/env bash
# The last two runs of `npm test`: the integration suite on DynamoDB Local and the Chromium suite. Each has its
# own local stack on its own ports, so they run side by side (the e2e run waits on the browser most of the
# time); the DynamoDB Local run's output is printed after the e2e run's, so neither interleaves.
set -u
log="$(mktemp)"
npx vitest run --project integration-ddblocal >"$log" 2>&1 &
ddb=$!
npx vitest run --project e2e
e2e=$?
wait "$ddb"
ddbrc=$?
echo "---- integration-ddblocal ----"
cat "$log"
rm -f "$log"
[ "$e2e" -eq 0 ] && [ "$ddbrc" -eq 0 ]
