import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Contact } from "../../../shared/schemas/contact";
import { DEFAULT_LEAD_MATERIAL_TYPE, LeadInput } from "../../../shared/schemas/lead";
import { materialTypes } from "../../../shared/schemas/material-enums";
import * as z from "../../../shared/schemas/zod";
import { createFrom, duplicates, getCompany } from "../companies";
import { createContact, findContactsByEmail, getContact } from "../contacts/records";
import { getInterest, materialLabels, setInterestLead, toInterest } from "./queries";
import type { InterestItem } from "./entity";
import type { AuthContext } from "../../lib/auth";
import { isConditionFailure, notFound } from "../../lib/errors";
import { runScopedId } from "../../lib/stable-id";
import * as Leads from "../leads";

/** The lead's origin channel names the interest it came from. */
export const INTEREST_ORIGIN_PREFIX = "INTEREST#";

const TYPE_TITLES = { CATALOG: "Catalogue interest", PRICE: "Price request", MATERIAL_REQUEST: "Material request", SAMPLE: "Sample request" } as const;

/**
 * The company and contact an interest speaks for: the company of a contact with that e-mail, else a company
 * of the same (normalised) name, else a new one named as the visitor wrote it (or after the e-mail's domain);
 * the contact by e-mail within it, else a new one whose id derives from the interest, so a retried click
 * finds it instead of making a second.
 */
async function companyAndContact(interest: InterestItem, auth: AuthContext): Promise<{ company: CompanyRecord; contact: Contact }> {
  const known = await findContactsByEmail(interest.email);
  let company = known[0]?.companyId ? await getCompany(known[0].companyId) : null;
  if (!company && interest.companyName) {
    const match = (await duplicates({ name: interest.companyName })).items[0];
    company = match ? await getCompany(match.id) : null;
  }
  company ??= await createFrom({ name: interest.companyName ?? interest.email.split("@")[1] }, auth);
  const contact =
    known.find((c) => c.companyId === company.id) ??
    (await getContact(runScopedId(interest.id, "contact"))) ??
    (await createContact(
      {
        id: runScopedId(interest.id, "contact"),
        companyId: company.id,
        email: interest.email,
        firstName: interest.firstName ?? interest.email.split("@")[0],
        lastName: interest.lastName ?? null,
      },
      auth.userId,
      company,
    ));
  return { company, contact };
}

function leadFields(interest: InterestItem, labels: Awaited<ReturnType<typeof materialLabels>>, companyId: string, contactId: string) {
  const names = (interest.materials ?? []).map((id) => labels.get(id)?.name).filter(Boolean);
  const samples = (interest.requestedSamples ?? []).map((s) => `${labels.get(s.materialId)?.name ?? s.materialId}: ${s.amount} kg`);
  const description = [`${TYPE_TITLES[interest.type]} from ${interest.email}`, names.join(", "), samples.join(", "), interest.description, interest.application]
    .filter(Boolean)
    .join(" — ");
  const type = [...(interest.materials ?? []).map((id) => labels.get(id)?.type), ...(interest.materialTypes ?? [])].find(
    (t) => t && (materialTypes as readonly string[]).includes(t),
  );
  return z.parse(LeadInput, {
    type: "buy",
    description: description.slice(0, 5000),
    companyId,
    contactId,
    materialType: type ?? DEFAULT_LEAD_MATERIAL_TYPE,
    materialIds: (interest.materials ?? []).filter((id) => labels.has(id)).slice(0, 50),
    originChannel: `${INTEREST_ORIGIN_PREFIX}${interest.id}`,
    applications: interest.application ? [interest.application.slice(0, 200)] : [],
    processingMethods: interest.processingMethods ?? [],
  });
}

/**
 * POST /interests/{id}/lead (staff, one click): a buy lead for the interest's company and contact, naming its
 * materials, with the interest as its origin. The lead's id derives from the interest's and is claimed on
 * the interest first (a conditional write): the click that claims it creates company, contact and lead; a
 * second click — or two at once — answers that one lead.
 */
export async function toLead(id: string, auth: AuthContext) {
  const interest = await getInterest(id);
  if (!interest) throw notFound("Interest");
  const labels = await materialLabels(interest.materials ?? []);
  const answer = async (saved: InterestItem) => ({ interest: toInterest(saved, labels), lead: await Leads.get(saved.leadId!) });
  let saved = interest;
  let claimed = false;
  if (!interest.leadId) {
    try {
      saved = await setInterestLead(id, runScopedId(id, "lead"));
      claimed = true;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      saved = (await getInterest(id))!;
    }
  }
  // Another click claimed it: its lead appears in a moment (or, if that click failed half-way, this one finishes it).
  if (!claimed) for (let i = 0; i < CLAIM_WAITS && !(await Leads.findLead(saved.leadId!)); i++) await sleep(CLAIM_WAIT_MS);
  if (await Leads.findLead(saved.leadId!)) return answer(saved);
  const { company, contact } = await companyAndContact(interest, auth);
  try {
    await Leads.create(leadFields(interest, labels, company.id, contact.id), auth, saved.leadId!);
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return answer(saved);
}

const CLAIM_WAITS = 30;
const CLAIM_WAIT_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
