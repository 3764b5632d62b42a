import { checkCertificateExpiry } from "../domains/certificates";
import { logger } from "../lib/logger";

/** The daily certificate expiry check (functions/jobs/index.ts): see functions/domains/certificates/expiry.ts. */
export async function handler(): Promise<{ found: number; warned: number }> {
  logger.appendKeys({ task: "certificateExpiry" });
  const figures = await checkCertificateExpiry();
  logger.info("certificate expiry check", figures);
  return figures;
}
