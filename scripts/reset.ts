import { rmSync } from "node:fs";
import { localConfig } from "./local/config";

/** npm run reset: wipe the local stack's data; the next npm start seeds demo data again. */
const { dataDir } = localConfig();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}`);
