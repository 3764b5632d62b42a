import { meRoutes } from "../../shared/api/routes/me";
import type { Me } from "../../shared/schemas/auth";
import { getContact } from "../db/queries/contacts";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

export const handler = route(meRoutes, "me.get", async ({ auth }): Promise<Me> => {
  const c = await getContact(auth.userId);
  if (!c) throw notFound("Profile");
  return { id: c.id, email: c.email ?? auth.email ?? "", firstName: c.firstName ?? null, lastName: c.lastName ?? null };
});
