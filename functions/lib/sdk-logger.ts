/**
 * The logger of every SDK client has no `info`: the SDK's logger middleware calls `logger?.info?.(…)` with a
 * redacted copy of every request and response, and building that copy cost ~11 % of a list handler's CPU,
 * against the cold-start budget. Warnings still reach the log; failed calls are thrown and logged by the handler stack.
 */
export const sdkLogger = { debug() {}, warn: (...args: unknown[]) => console.warn(...args), error() {} } as unknown as {
  debug(...a: unknown[]): void;
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
  error(...a: unknown[]): void;
};
