import type { CertificateValidity } from "../schemas/certificate";

/**
 * Certificates against the company's register: a certificate a material names counts as verified only while
 * the register holds one of its type valid today. Pure (no clock of its own): `today` is an ISO day
 * (YYYY-MM-DD), and ISO days compare as text.
 */

export type CertificateStatus = "verified" | "unverified" | "expired";

/** What the register says of one certificate (the stored record has more). */
export interface RegisterEntry {
  type: string;
  validFrom: string;
  validUntil: string;
}

export interface MaterialCertificateStatus {
  name: string;
  status: CertificateStatus;
  /** The latest validUntil of the register's records of this type, when it has any. */
  validUntil?: string;
}

/** Where one register record stands on `today`. */
export function certificateValidity(c: RegisterEntry, today: string): CertificateValidity {
  if (c.validUntil < today) return "expired";
  return c.validFrom > today ? "notYetValid" : "valid";
}

/**
 * Each certificate a material names, with its status: verified while a record of its type is valid today,
 * expired when the register's records of its type have all run out, unverified otherwise (no record, or one
 * valid only later).
 */
export function certificateStatuses(
  materialCertificates: readonly string[] | null | undefined,
  register: readonly RegisterEntry[],
  today: string,
): MaterialCertificateStatus[] {
  return [...new Set(materialCertificates ?? [])].map((name) => {
    const records = register.filter((r) => r.type === name);
    const latest = records.reduce<string | undefined>((max, r) => (max === undefined || r.validUntil > max ? r.validUntil : max), undefined);
    const status: CertificateStatus = records.some((r) => certificateValidity(r, today) === "valid")
      ? "verified"
      : records.length && records.every((r) => r.validUntil < today)
        ? "expired"
        : "unverified";
    return latest === undefined ? { name, status } : { name, status, validUntil: latest };
  });
}

/** The names among the statuses that count (verified ones). */
export const verifiedNames = (statuses: readonly MaterialCertificateStatus[]): string[] => statuses.filter((s) => s.status === "verified").map((s) => s.name);

/** The days before expiry at which users are warned, farthest first. */
export const EXPIRY_THRESHOLDS = [60, 30, 0] as const;
export type ExpiryThreshold = (typeof EXPIRY_THRESHOLDS)[number];

const DAY_MS = 86_400_000;
/** Whole days from `today` to `day` (negative once past). */
export const daysBetween = (today: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** The ISO day `n` days after `today`. */
export const addDays = (today: string, n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The warning a certificate is due on `today`: the nearest threshold it has reached (30 days left warns at 30,
 * not at 60 as well), null while more than the farthest threshold is left.
 */
export function expiryThreshold(validUntil: string, today: string): ExpiryThreshold | null {
  const left = daysBetween(today, validUntil);
  let due: ExpiryThreshold | null = null;
  for (const t of EXPIRY_THRESHOLDS) if (left <= t) due = t;
  return due;
}
