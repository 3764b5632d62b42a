/**
 * A named point between two writes where a fault-injection test may kill the process, as a crash or a Lambda
 * timeout would (test/fixtures/crash-stack.ts). Without a hook installed in this process it does nothing;
 * nothing deployed installs one.
 */
export type CrashHook = (point: string) => void;
const HOOK = Symbol.for("recyclate.crashHook");

export function crashPoint(point: string): void {
  (globalThis as Record<symbol, CrashHook | undefined>)[HOOK]?.(point);
}

export function installCrashHook(hook: CrashHook | null): void {
  (globalThis as Record<symbol, CrashHook | undefined>)[HOOK] = hook ?? undefined;
}
