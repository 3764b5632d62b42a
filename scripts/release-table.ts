import { writeFileSync } from "node:fs";
import path from "node:path";
import { tableSchema } from "../functions/db/table";
import { ROOT } from "./local/config";

/**
 * `npm run release:table`, after a deploy reached every stage: the table's indexes as deployed become the
 * released definition the next change is checked against (infra/table-release.test.ts allows one index
 * change per deploy, as DynamoDB does on a live table).
 */
const file = path.join(ROOT, "infra/released-table.json");
writeFileSync(file, `${JSON.stringify({ GlobalSecondaryIndexes: tableSchema.GlobalSecondaryIndexes }, null, 2)}\n`);
console.log(`${file}: ${tableSchema.GlobalSecondaryIndexes.length} indexes released`);
