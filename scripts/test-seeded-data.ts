import { mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { dynamoBackend, localConfig } from "./local/config";
import { startLocalStack } from "./local/stack";
import { freePortBase } from "../test/fixtures/stack";
import { seededDataDir } from "../test/fixtures/seeded-data";

/**
 * Seeds the demo data once for a test run: `tsx scripts/test-seeded-data.ts <root> <backend>` starts a stack on free
 * ports over a fresh folder, seeds it, stops it once every workflow run the seed started has ended, and renames the
 * folder to <root>/<backend>, which test stacks then copy (test/fixtures/seeded-data.ts).
 */
const [root, backend] = [process.argv[2], dynamoBackend(process.argv[3])];
if (!root) throw new Error("usage: tsx scripts/test-seeded-data.ts <root> <dynalite|ddblocal>");
const dataDir = mkdtempSync(path.join(root, `${backend}-`));
const portBase = await freePortBase(backend === "ddblocal" ? 8560 : 9060);
const t = Date.now();
const stack = await startLocalStack({ cfg: localConfig({ dataDir, portBase, appPort: portBase + 40, dynamodb: backend }), seed: true });
await stack.stop();
rmSync(seededDataDir(root, backend), { recursive: true, force: true });
renameSync(dataDir, seededDataDir(root, backend));
console.log(`seeded ${backend} data in ${Date.now() - t} ms`);
process.exit(0);
