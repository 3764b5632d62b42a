import type { Contact, StaffUser } from "../../../shared/schemas/contact";
import { getContacts } from "../contacts/records";
import { SUPER_ADMIN_GROUP } from "../../lib/auth";
import { groupMemberIds } from "../../lib/cognito";

/** Platform users: the staff (super admins) whom companies, leads and tasks are assigned to. */

export function staffUserView(c: Contact): StaffUser {
  return { id: c.id, email: c.email ?? null, firstName: c.firstName ?? null, lastName: c.lastName ?? null };
}

/** Every staff member, by name (the assignee pickers' options). */
export async function listStaff() {
  const contacts = await getContacts(await groupMemberIds(SUPER_ADMIN_GROUP));
  const items = contacts.map(staffUserView).sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  return { items, cursor: null };
}

/** Whether a user id is a staff member (the super admin group, as the assignee pickers list them): assignees must be. */
export async function isStaffUser(userId: string): Promise<boolean> {
  return (await groupMemberIds(SUPER_ADMIN_GROUP)).includes(userId);
}
