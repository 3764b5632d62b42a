// See node-http.cjs: the same for node:https.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- require is the point: it skips the ESM facade
module.exports = require("https");
