import { AdminAddUserToGroupCommand } from "@aws-sdk/client-cognito-identity-provider";
import { createCompany, getCompany } from "../../functions/db/queries/companies";
import { createContact, findContactByEmail } from "../../functions/db/queries/contacts";
import { SUPER_ADMIN_GROUP } from "../../functions/lib/auth";
import { cognitoClient } from "../../functions/lib/clients";
import { createUser } from "../../functions/lib/cognito";
import { env } from "../../functions/lib/env";
import { DEMO_PASSWORD, demoCompanies, demoContacts, demoUsers } from "./demo-companies";
import { seedMaterials } from "./materials";

const SEEDER = "seed";
/** The demo companies are written in the stored record's fields. */
type CompanyFields = Parameters<typeof createCompany>[0];

/** Put the demo data in place; safe to run on every start (existing records are left as they are). */
export async function seedDemo(extraSeeds: (() => Promise<void>)[] = []) {
  const staff: string[] = [];
  for (const u of demoUsers) {
    const existing = await findContactByEmail(u.email);
    const id = existing?.id ?? (await createUser(u.email, DEMO_PASSWORD, u.companyId));
    if (u.superAdmin) staff.push(id);
    if (existing) continue;
    if (u.superAdmin)
      await cognitoClient().send(new AdminAddUserToGroupCommand({ UserPoolId: env.userPoolId, Username: u.email, GroupName: SUPER_ADMIN_GROUP }));
    await createContact(
      { id, companyId: u.companyId, email: u.email, firstName: u.firstName, lastName: u.lastName, position: u.position, hasLogin: true, language: "en" },
      SEEDER,
    );
  }
  // Customer companies are shared out among the sales staff, so assignee filters have something to show.
  const customers = demoCompanies.filter((c) => c.type !== "other");
  for (const [i, c] of customers.entries())
    if (!(await getCompany(c.id))) await createCompany({ ...(c as CompanyFields), assignedUserId: staff[i % staff.length] }, SEEDER);
  for (const c of demoCompanies) if (!(await getCompany(c.id))) await createCompany(c as CompanyFields, SEEDER);
  for (const [firstName, lastName, email, position, idx] of demoContacts) {
    if (await findContactByEmail(email)) continue;
    await createContact({ id: `p-${email}`, companyId: demoCompanies[idx].id, firstName, lastName, email, position }, SEEDER);
  }
  await seedMaterials();
  for (const s of extraSeeds) await s();
}
