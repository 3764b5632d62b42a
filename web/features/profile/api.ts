import type { Contact, ContactUpdate } from "../../../shared/schemas/contact";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";

/** The user's own contact (its id is the user id). */
export const useContact = (id: string) => useApi("GET /contacts/{id}", id ? { params: { id } } : null);

export async function saveContact(id: string, changes: ContactUpdate): Promise<Contact> {
  const saved = await call("POST /contacts/{id}", { params: { id }, body: changes });
  await setCached("GET /contacts/{id}", { id }, saved);
  await invalidate("GET /me");
  return saved;
}

export const updatePassword = (oldPassword: string, newPassword: string) => call("POST /auth/updatePassword", { body: { oldPassword, newPassword } });
