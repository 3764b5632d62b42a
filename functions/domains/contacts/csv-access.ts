import { findEntry } from "../config";
import { getContact } from "./queries";
import type { AuthContext } from "../../lib/auth";

/** The config entry naming who may download the contacts CSV (named users only, never every staff member). */
export const CSV_DOWNLOAD_CONFIG = "contacts-csv-download";

/** Whether the caller is listed; the e-mail is the server's record of the caller, not a token claim. */
export async function mayDownloadCsv(auth: AuthContext): Promise<boolean> {
  const [entry, me] = await Promise.all([findEntry(CSV_DOWNLOAD_CONFIG), getContact(auth.userId)]);
  const listed = Array.isArray(entry?.value) ? entry.value.filter((v): v is string => typeof v === "string").map((v) => v.toLowerCase()) : [];
  return Boolean(me?.email && listed.includes(me.email.toLowerCase()));
}
