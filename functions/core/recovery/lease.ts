/**
 * The cut-off of a lease: a record last written before it belongs to work that is no longer under way. At a
 * local stack's start nothing is under way (no Lambda, no execution survives a restart), so every lease is over.
 */
export const leaseCutoff = (now: number, leaseMs: number, startup: boolean): string => new Date(startup ? now + 1 : now - leaseMs).toISOString();

/** Whether a record last written at `updatedDate` is past its lease. */
export const pastLease = (updatedDate: string, now: number, leaseMs: number, startup: boolean): boolean => updatedDate < leaseCutoff(now, leaseMs, startup);
