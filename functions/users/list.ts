import { usersRoutes } from "../../shared/api/routes/users";
import type { StaffUser } from "../../shared/schemas/contact";
import { getContacts } from "../db/queries/contacts";
import { SUPER_ADMIN_GROUP } from "../lib/auth";
import { groupMemberIds } from "../lib/cognito";
import { route } from "../lib/handler";

/** GET /users: the platform's staff (super admins), whom companies, leads and tasks are assigned to. */
export const handler = route(usersRoutes, "users.list", async () => {
  const contacts = await getContacts(await groupMemberIds(SUPER_ADMIN_GROUP));
  const items: StaffUser[] = contacts
    .map((c) => ({ id: c.id, email: c.email ?? null, firstName: c.firstName ?? null, lastName: c.lastName ?? null }))
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  return { items, cursor: null };
});
