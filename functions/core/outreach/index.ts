import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Contact } from "../../../shared/schemas/contact";
import type { Research } from "../../../shared/schemas/research";
import { materialTypes } from "../../../shared/schemas/material-enums";
import { compareMatches, rankMaterials, type MatchableMaterial, type MatchableRequest } from "../../../shared/rules/matching";
import type { MatchResult } from "../../../shared/schemas/material-match";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { getCompany } from "../../domains/companies/records";
import { getContact } from "../../domains/contacts/records";
import { listCompanyResearches } from "../../domains/researches/records";
import { visitedBooth } from "../../domains/booth/visited";
import { listedMaterialsOfType } from "../../domains/materials";
import { statusesOf } from "../../domains/certificates/register";
import { aiEngine, type OutreachContext, type OutreachDraft } from "../../integrations/ai";
import { catalogUrl } from "../recommend";
import { notFound } from "../../lib/errors";

/**
 * Outreach drafts (ADR 0147): the context the AI engine writes from — the company's profile, the contact,
 * the research's materials of interest when one completed, and our best matching listed materials with links
 * to their public catalogue pages — and the engine's answer, sanitised (whichever engine wrote it, the HTML
 * is rebuilt from an allow-list before anyone stores or sends it).
 */

/** At most this many materials are offered in one e-mail, from at most this many types of interest. */
export const OFFERED_MATERIALS = 3;
const INTEREST_TYPES = 3;

const isMaterialType = (t: string) => (materialTypes as readonly string[]).includes(t);

/** The types a company is interested in: the research's first, then its buyer profile's and its listed ones. */
export function interestTypes(company: CompanyRecord, research: Research | null): string[] {
  const fromResearch = research?.status === "completed" ? (research.result?.company?.materialsInterest ?? []).map((m) => String(m.type).toLowerCase()) : [];
  const fromProfile = (company.buyerProfile?.materials ?? []).map((m) => m.toLowerCase());
  return [...new Set([...fromResearch, ...fromProfile])].filter(isMaterialType).slice(0, INTEREST_TYPES);
}

/**
 * Whether a material says enough to be offered: its type and at least one fact of its quality (condition,
 * source, viscosity or a data-quality level). A draft scanned without data is never offered or judged relevant.
 */
export const hasMaterialData = (m: Pick<MatchableMaterial, "type" | "condition" | "source" | "viscosity" | "dataQualityLevel">): boolean =>
  !!m.type && !!(m.condition || m.source || m.viscosity || m.dataQualityLevel);

/** A matched material as an outreach or research candidate: its name, type and public catalogue page. */
type Offered = OutreachContext["materials"][number] & { score: number };

/**
 * Our best listed materials for those types as the matching engine ranks them for a buy request of each type
 * with the company's applications: one type-index Query page each; materials without data and the company's
 * own are left out.
 */
export async function matchingMaterials(types: string[], applications: string[], opts: { max?: number; excludeCompanyId?: string } = {}): Promise<Offered[]> {
  const ranked: { m: MatchableMaterial & { name?: string }; r: MatchResult }[] = [];
  const perType: (MatchableMaterial & { name?: string })[][] = [];
  for (const type of types)
    perType.push((await listedMaterialsOfType(type)).filter((c) => hasMaterialData(c) && (!opts.excludeCompanyId || c.companyId !== opts.excludeCompanyId)));
  // a certificate counts only as its company's register verifies it, as in the matching run: one BatchGet for all types
  const checked = await statusesOf(perType.flat());
  let at = 0;
  types.forEach((type, i) => {
    const candidates = checked.slice(at, (at += perType[i].length));
    const request = { type: "buy", materialType: type, applications } as unknown as MatchableRequest;
    const byId = new Map(candidates.map((c) => [c.id, c]));
    for (const r of rankMaterials(request, candidates)) ranked.push({ m: byId.get(r.materialId)!, r });
  });
  const seen = new Set<string>();
  return ranked
    .sort((a, b) => compareMatches(a.r, b.r))
    .filter(({ m }) => !seen.has(m.id) && seen.add(m.id))
    .slice(0, opts.max ?? OFFERED_MATERIALS)
    .map(({ m, r }) => ({
      id: m.id,
      name: m.name ?? String(m.type).toUpperCase(),
      type: String(m.type),
      condition: (m.condition as string | null | undefined) ?? null,
      color: (m.color as string | null | undefined) ?? null,
      url: catalogUrl(m.id),
      score: r.score,
    }));
}

export async function outreachContext(
  company: CompanyRecord,
  contact: Contact,
  research: Research | null,
  sender: Sender,
  boothVisit: boolean,
): Promise<OutreachContext> {
  const types = interestTypes(company, research);
  const applications = [...(company.applications ?? []), ...(company.buyerProfile?.applications ?? [])];
  return {
    company: {
      id: company.id,
      name: company.name,
      description: company.description ?? null,
      type: company.type ?? null,
      countryCode: company.address?.countryCode ?? null,
      applications,
      materials: types,
    },
    contact: { firstName: contact.firstName ?? "", lastName: contact.lastName ?? "", position: contact.position ?? null, email: contact.email ?? "" },
    materials: (await matchingMaterials(types, applications, { excludeCompanyId: company.id })).map(({ score: _s, ...m }) => m),
    research:
      research?.status === "completed" && research.result?.evaluation
        ? { comment: research.result.evaluation.comment, materialsInterest: research.result.company?.materialsInterest ?? [] }
        : null,
    boothVisit,
    sender,
    language: contact.language ?? undefined,
  };
}

/** The engine's draft with its body sanitised (ADR 0147). */
export async function draftFromContext(ctx: OutreachContext): Promise<OutreachDraft> {
  const draft = await aiEngine().draftOutreach(ctx);
  return {
    subject: draft.subject
      .replace(/[\r\n]+/g, " ")
      .trim()
      .slice(0, 300),
    body: sanitizeHtml(draft.body),
  };
}

type Sender = OutreachContext["sender"];

/** The staff member's name and position for the signature (staff are contacts too), else the team's. */
export async function sender(userId: string | null): Promise<Sender> {
  const me = userId ? await getContact(userId) : null;
  const name = me ? [me.firstName, me.lastName].filter(Boolean).join(" ").trim() : "";
  return name ? { name, position: me?.position ?? null } : { name: "The Recyclate team", position: null };
}

/** The company's newest completed research (one page of its researches), whose findings the e-mail may use. */
export async function completedResearch(companyId: string): Promise<Research | null> {
  const page = await listCompanyResearches(companyId, { limit: 20 });
  return (page.items as Research[]).find((r) => r.status === "completed") ?? null;
}

/**
 * An outreach e-mail for a contact of a company (POST /v2/companies/{id}/action generate-outreach-email),
 * signed by the calling staff member, with the company's newest completed research and the booth mentioned
 * only when a visit is on record. 404 when the company or the contact (of that company) is unknown.
 */
export async function draftOutreach(companyId: string, contactId: string, userId: string | null): Promise<OutreachDraft> {
  const [company, contact] = await Promise.all([getCompany(companyId), getContact(contactId)]);
  if (!company) throw notFound("Company");
  if (!contact || contact.companyId !== companyId) throw notFound("Contact");
  const [research, from, visited] = await Promise.all([completedResearch(companyId), sender(userId), visitedBooth(company, contact)]);
  return draftFromContext(await outreachContext(company, contact, research, from, visited));
}
