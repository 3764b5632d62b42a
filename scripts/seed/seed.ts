import { AdminAddUserToGroupCommand } from "@aws-sdk/client-cognito-identity-provider";
import { getCompany } from "../../functions/domains/companies";
import { createContact, findContactByEmail } from "../../functions/domains/contacts";
import { SUPER_ADMIN_GROUP } from "../../functions/lib/auth";
import { cognitoClient } from "../../functions/lib/clients";
import { createUser } from "../../functions/lib/cognito";
import { env } from "../../functions/lib/env";
import { backfillLocalData } from "./backfill";
import { seedCompaniesAndContacts } from "./crm";
import { seedBooth } from "./booth";
import { seedCertificates } from "./certificates";
import { seedConversations } from "./conversations";
import { seedInterests } from "./interests";
import { seedEmailMessages } from "./email";
import { seedDeals } from "./deals";
import { seedDealsSpreadsheet } from "./deals-spreadsheet";
import { seedEnrichment } from "./enrichment";
import { DEMO_PASSWORD, demoUsers } from "./demo-companies";
import { seedInsights } from "./insights";
import { seedLeads } from "./leads";
import { seedMaterials } from "./materials";
import { seedNotifications } from "./notifications";
import { seedRequests } from "./requests";
import { seedSuspects } from "./suspects";
import { seedResearches } from "./researches";
import { seedTasksAndSamples } from "./tasksamples";

const SEEDER = "seed";

/** Put the demo data in place; safe to run on every start (existing records are left as they are). */
export async function seedDemo(extraSeeds: (() => Promise<void>)[] = [], ctx: { workflowFaultsFile?: string } = {}) {
  // The logins first (Cognito gives their ids, which staff assignments name), their contact records after
  // the companies, so each carries its company's facts (ADR 0113).
  const users = await Promise.all(
    demoUsers.map(async (u) => {
      const existing = await findContactByEmail(u.email);
      const id = existing?.id ?? (await createUser(u.email, DEMO_PASSWORD, u.companyId));
      if (!existing && u.superAdmin)
        await cognitoClient().send(new AdminAddUserToGroupCommand({ UserPoolId: env.userPoolId, Username: u.email, GroupName: SUPER_ADMIN_GROUP }));
      return { ...u, id, existing: Boolean(existing) };
    }),
  );
  await backfillLocalData();
  await seedCompaniesAndContacts(users.filter((u) => u.superAdmin).map((u) => u.id));
  await Promise.all(
    users
      .filter((u) => !u.existing)
      .map(async (u) =>
        createContact(
          {
            id: u.id,
            companyId: u.companyId,
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            position: u.position,
            hasLogin: true,
            language: "en",
          },
          SEEDER,
          await getCompany(u.companyId),
        ),
      ),
  );
  await seedMaterials();
  await seedCertificates();
  await seedRequests(users.filter((u) => u.superAdmin).map((u) => u.id));
  await seedNotifications();
  await seedInsights();
  const staff = users.filter((u) => u.superAdmin).map((u) => u.id);
  const leads = await seedLeads(staff);
  await seedTasksAndSamples(staff);
  await seedDeals(leads);
  await seedDealsSpreadsheet();
  await seedEnrichment();
  await seedResearches(staff, ctx);
  await seedSuspects(staff);
  await seedBooth(staff);
  await seedConversations(staff);
  await seedInterests();
  await seedEmailMessages(staff);
  for (const s of extraSeeds) await s();
}
