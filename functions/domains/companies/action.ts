import type { output } from "zod/v4/core";
import type { CompanyAction, CompanyActionAnswer } from "../../../shared/schemas/integration";
import { getCompany } from "./queries";
import { getContact } from "../contacts/records";
import { notFound } from "../../lib/errors";
import { pullIntegration, pushIntegration } from "../../core/enrichment";
import { draftOutreach } from "../../core/outreach";

/**
 * POST /v2/companies/{id}/action (staff only, checked by the route table):
 * pull or push the company's provider data, or draft an outreach e-mail to one of its contacts.
 */
export async function companyAction(companyId: string, body: output<typeof CompanyAction>, userId: string): Promise<CompanyActionAnswer> {
  switch (body.action) {
    case "pull-integration":
      return { action: body.action, integration: await pullIntegration(companyId, body.provider, userId) };
    case "push-integration":
      return { action: body.action, ...(await pushIntegration(companyId, body.provider, userId)) };
    case "generate-outreach-email": {
      if (!(await getCompany(companyId))) throw notFound("Company");
      // Another company's contact answers like an unknown one.
      if ((await getContact(body.contactId))?.companyId !== companyId) throw notFound("Contact");
      return { action: body.action, ...(await draftOutreach(companyId, body.contactId, userId)) };
    }
  }
}
