// Lambda bundles import node:http through here (infra/bundling.ts LAMBDA_ALIASES): an ESM `import` of
// node:http makes Node build its ESM facade, which reads every export, including the lazy fetch/WebSocket
// ones that load undici (~20 ms of a cold start for nothing); `require` reads nothing until it is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- require is the point: it skips the ESM facade
module.exports = require("http");
