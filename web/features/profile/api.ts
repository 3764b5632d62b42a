import useSWR, { mutate } from "swr";
import type { LoginResult } from "../../../shared/schemas/auth";
import type { Contact, ContactUpdate } from "../../../shared/schemas/contact";
import { api } from "../../lib/api";
import { startSession } from "../../lib/session";

/** The user's own contact (its id is the user id). */
export const useContact = (id: string) => useSWR<Contact>(id ? `/contacts/${id}` : null);

export async function saveContact(id: string, changes: ContactUpdate): Promise<Contact> {
  const saved = await api.post<Contact>(`/contacts/${id}`, changes);
  await mutate(`/contacts/${id}`, saved, { revalidate: false });
  await mutate("/me");
  return saved;
}

/** A password change voids every earlier session (ADR 0061); the answer is this browser's fresh session. */
export async function updatePassword(oldPassword: string, newPassword: string) {
  startSession(await api.post<LoginResult>("/auth/updatePassword", { oldPassword, newPassword }));
}
