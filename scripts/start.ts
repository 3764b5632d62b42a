import { startLocalStack } from "./local/stack";

/** npm start: the whole product offline on http://localhost:3000 (PORT overrides). */
const stack = await startLocalStack({ log: (m) => console.log(`[local] ${m}`) }).catch((e: Error) => {
  console.error(`Could not start: ${e.message}`);
  process.exit(1);
});
console.log(`\nRecyclate is running at ${stack.url}\nSign in as admin@example.com, seller@example.com or buyer@example.com (password Recycle#2026).`);
console.log(`Sent e-mails: http://127.0.0.1:${stack.cfg.ports.ses}/store   Stop with Ctrl-C.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
