// Loaded into cognito-local with --import (scripts/local/emulators.ts). cognito-local keeps each user pool in a
// JSON file that its storage library (stormdb) rewrites in place; a stack killed in the middle of a write
// leaves a truncated file that cognito-local then refuses to load, so the next start fails and every local
// account is gone. Each write goes to a temporary file that is then renamed over the old one: rename replaces
// a file whole, so a kill leaves either the old pool or the new one.
import fs from "node:fs";
import LocalEngine from "stormdb/src/engine/local.js";

let writes = 0;
LocalEngine.prototype.write = function write(data) {
  const tmp = `${this.path}.${process.pid}-${++writes}.tmp`;
  const text = this.serialize(data);
  if (!this.async) {
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, this.path);
    return null;
  }
  // One write at a time per file, in call order, so an older pool never replaces a newer one.
  this.pending = (this.pending ?? Promise.resolve())
    .catch(() => {})
    .then(() => fs.promises.writeFile(tmp, text).then(() => fs.promises.rename(tmp, this.path)));
  return this.pending;
};
