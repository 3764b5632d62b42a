/** One kind of work the recovery sweep finds cut short and repairs. */
export interface Recoverer {
  name: string;
  /** found: records cut short the sweep looked at; repaired: those it put right (failed, reopened, restarted). */
  recover(): Promise<{ found: number; repaired: number }>;
}

export interface SweepOptions {
  /** Epoch ms the leases are measured from. */
  now: number;
  /** A local stack's start: nothing is under way, so every lease is over (scripts/local/stack.ts). */
  startup: boolean;
}

/** Records one recoverer reads per sweep at most; the rest wait for the next sweep. */
export const SWEEP_BATCH = 200;
