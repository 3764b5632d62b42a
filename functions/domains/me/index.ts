import * as Contacts from "../contacts";
import type { AuthContext } from "../../lib/auth";

/**
 * The me service: the signed-in user's own profile. A user is a contact of their company, so the profile
 * is read and shaped by the contacts module (its record and its `meView`); this domain has no records of its own.
 */

/** GET /me: the caller's profile (404 when the caller has no contact record). */
export function get(auth: AuthContext) {
  return Contacts.me(auth);
}
