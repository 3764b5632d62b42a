import useSWR, { mutate } from "swr";
import type { Contact, ContactUpdate } from "../../../shared/schemas/contact";
import { api } from "../../lib/api";

/** The user's own contact (its id is the user id). */
export const useContact = (id: string) => useSWR<Contact>(id ? `/contacts/${id}` : null);

export async function saveContact(id: string, changes: ContactUpdate): Promise<Contact> {
  const saved = await api.post<Contact>(`/contacts/${id}`, changes);
  await mutate(`/contacts/${id}`, saved, { revalidate: false });
  await mutate("/me");
  return saved;
}

export const updatePassword = (oldPassword: string, newPassword: string) => api.post("/auth/updatePassword", { oldPassword, newPassword });
