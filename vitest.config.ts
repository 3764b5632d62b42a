import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { WeightedShardSequencer } from "./test/e2e/shard-sequencer";

/**
 * Three kinds of test: unit (pure code, next to what it tests or in test/unit), integration (handlers over
 * HTTP against a local stack on test ports) and e2e (real Chromium against the same kind of stack).
 * A local stack runs its handlers in-process with process-wide settings, so one vitest process holds at most
 * one stack: `npm test` runs integration (dynalite), integration-ddblocal (DynamoDB Local) and e2e in separate
 * vitest runs, the e2e files split over several runs (`--shard`, each with its own stack; scripts/test-stacks.sh).
 */
/** The integration files that also run on DynamoDB Local (see the integration projects below). */
const DYNAMODB_FIDELITY = [
  // AWS's limits, reached through every route
  "item-size",
  "input-bounds",
  "text-input",
  "fuzz",
  // conditional writes under retries, duplicates and races
  "idempotency",
  "counted-once",
  "create-retry",
  "import-once",
  "import-resume",
  "matching-races",
  "reconcile-counters",
  // transactions
  "deals",
  "samples",
  "company-delete",
  "material-delete",
  // sparse indexes and cursor paging
  "lists",
  "recovery",
];

const UNIT_FILES = ["test/unit/**/*.test.ts", "shared/**/*.test.ts", "functions/**/*.test.ts", "web/**/*.test.ts", "infra/**/*.test.ts"];
/** The unit files that replace modules with vi.mock or vi.doMock. */
const MOCKING_UNIT_FILES = globSync(UNIT_FILES).filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, "utf8")));

export default defineConfig({
  test: {
    // Only `--shard` runs use it; sorting stays vitest's own.
    sequence: { sequencer: WeightedShardSequencer },
    projects: [
      // Unit files share one module graph per worker (isolate: false), so aws-cdk-lib, zod and the route table load
      // once instead of once per file (about half the suite's CPU); a file that replaces modules (vi.mock) runs in a
      // module graph of its own (unit-isolated), so its mocks reach no other file.
      ...(
        [
          ["unit", { exclude: MOCKING_UNIT_FILES, isolate: false }],
          ["unit-isolated", { include: MOCKING_UNIT_FILES.length ? MOCKING_UNIT_FILES : ["no-such-file"], isolate: true }],
        ] as const
      ).map(([name, opts]) => ({
        test: {
          name,
          include: UNIT_FILES,
          ...opts,
          environment: "node",
          // Guards against a hang, not budgets (no test asserts wall-clock time): npm test runs every suite at once on
          // two cores, so a test that needs a second of CPU can wait many times that for it.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
      // Every integration file on dynalite; on AWS's DynamoDB Local (ADR 0075) the files whose outcome depends on
      // what dynalite does not do as AWS does (ADR 0194): its limits (item and key size in UTF-8 bytes,
      // expression size), conditional writes under retries and races, transactions, sparse indexes and paging.
      // The other files exercise handlers whose DynamoDB calls those files already cover.
      ...(
        [
          ["integration", ["test/integration/**/*.test.ts"]],
          ["integration-ddblocal", DYNAMODB_FIDELITY.map((f) => `test/integration/${f}.test.ts`)],
        ] as const
      ).map(([name, include]) => ({
        test: {
          name,
          include: [...include],
          globalSetup: ["test/integration/global-setup.ts"],
          // Guards against a hang, not budgets: every suite of npm test shares the machine, and DynamoDB Local (a JVM)
          // answers several times slower than dynalite.
          testTimeout: name === "integration-ddblocal" ? 240_000 : 120_000,
          hookTimeout: 240_000,
        },
      })),
      // SIGKILL at named points of the code (test/fixtures/crash-stack.ts): each file starts its own stacks in
      // child processes, one file at a time.
      {
        test: {
          name: "faults",
          include: ["test/faults/**/*.test.ts"],
          testTimeout: 480_000,
          hookTimeout: 480_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
