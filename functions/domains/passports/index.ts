import type { PassportAnswer } from "../../../shared/schemas/passport";
import * as Catalog from "../catalog";
import { statusesOf } from "../certificates";
import { passportJsonLd } from "./json-ld";
import { passportUrl } from "./links";
import { passportView } from "./view";

/**
 * The passports service: a listed material's digital product passport (no sign-in). It stores nothing of its
 * own: the material is read through the catalog, so an unlisted, deleted or unknown id answers 404 alike.
 */

export { passportPath, passportUrl } from "./links";

/** GET /public-materials/{id}/passport: the passport and the same facts as schema.org JSON-LD. */
export async function get(id: string): Promise<PassportAnswer> {
  const material = await Catalog.loadListed(id);
  // Each certificate the material names, against its company's certificate register (verified, expired, unverified).
  const [{ certificateStatuses }] = await statusesOf([material]);
  const passport = passportView(material, certificateStatuses, passportUrl(material.id));
  return { passport, jsonLd: passportJsonLd(passport) };
}
