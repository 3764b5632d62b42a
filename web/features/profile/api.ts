import type { ContactAnswer, ContactUpdate } from "../../../shared/schemas/contact";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";
import { startSession } from "../../lib/session";

/** The user's own contact (its id is the user id). */
export const useContact = (id: string) => useApi("GET /contacts/{id}", id ? { params: { id } } : null);

export async function saveContact(id: string, changes: ContactUpdate): Promise<ContactAnswer> {
  const saved = await call("POST /contacts/{id}", { params: { id }, body: changes });
  await setCached("GET /contacts/{id}", { id }, saved);
  await invalidate("GET /me");
  return saved;
}

/** A password change voids every earlier session (ADR 0061); the answer is this browser's fresh session. */
export async function updatePassword(oldPassword: string, newPassword: string) {
  startSession(await call("POST /auth/updatePassword", { body: { oldPassword, newPassword } }));
}
