import type { CompanyRecord } from "../../../shared/schemas/company";
import type { ResearchResult } from "../../../shared/schemas/research";
import { MAX_DOCUMENT_BYTES } from "../../../shared/schemas/material-enums";
import { companyDocumentKey } from "../companies/records";
import { listCompanyContacts } from "../contacts/records";
import { db } from "../../db/service";
import type { CompanyFacts } from "../../integrations/ai";
import { pdfLines } from "../../integrations/datasheet/pdf-text";
import { searchProvider, trimText } from "../../integrations/search";
import { readObjectStart } from "../../lib/s3";
import { logger } from "../../lib/logger";

/**
 * GatherFacts (ADR 0144): everything research reads about a company, trimmed so the research item stays far
 * below DynamoDB's 400 KB (documents 4 KB each, at most 5; pages 3 KB each, at most 8; 50 materials, 20
 * contacts). A document that cannot be read (not a PDF, too costly, gone) is skipped: research goes on without it.
 */
const MAX_DOCUMENTS = 5;
const MAX_DOCUMENT_TEXT = 4000;
const MAX_MATERIALS = 50;
const MAX_CONTACTS = 20;

async function documentTexts(company: CompanyRecord): Promise<CompanyFacts["documents"]> {
  const docs = (company.documents ?? []).slice(0, MAX_DOCUMENTS);
  const read = await Promise.all(
    docs.map(async (d) => {
      try {
        const lines = await pdfLines(await readObjectStart(companyDocumentKey(company.id, d.id), MAX_DOCUMENT_BYTES));
        const text = trimText(lines.map((l) => l.text).join("\n"), MAX_DOCUMENT_TEXT);
        return text ? { name: d.name, text } : null;
      } catch (e) {
        logger.info("research: document skipped", { documentId: d.id, error: e instanceof Error ? e.message : String(e) });
        return null;
      }
    }),
  );
  return read.filter((d): d is CompanyFacts["documents"][number] => d !== null);
}

/** company.integrations (written by enrichment, ADR 0142) when present: read defensively, it may be absent or partial. */
export function organizationOf(company: CompanyRecord): Record<string, unknown> | null {
  const integrations = (company as { integrations?: unknown }).integrations;
  const list = Array.isArray(integrations) ? integrations : integrations && typeof integrations === "object" ? Object.values(integrations) : [];
  for (const i of list as { payload?: { organization?: unknown } }[]) {
    const org = i?.payload?.organization;
    if (org && typeof org === "object") return org as Record<string, unknown>;
  }
  return null;
}

export async function gatherFacts(company: CompanyRecord, userNotes: string | null): Promise<{ facts: CompanyFacts; searchSource: "web" | "offline" }> {
  const search = searchProvider();
  const [materials, contacts, documents, searchResults] = await Promise.all([
    db()
      .material.query.byCompany({ companyId: company.id })
      .go({ limit: MAX_MATERIALS, attributes: ["id", "type", "name", "condition", "color"] })
      .then((r) => r.data.map((m) => ({ id: m.id, type: m.type, name: m.name, condition: m.condition ?? null, color: m.color ?? null }))),
    listCompanyContacts(company.id, { limit: MAX_CONTACTS }).then((r) =>
      r.items.map((c) => ({ name: [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email || "", position: c.position ?? null })),
    ),
    documentTexts(company),
    search.search({ companyName: company.name, website: company.website ?? null, countryCode: company.address?.countryCode ?? null }),
  ]);
  const buyer = company.buyerProfile;
  const facts: CompanyFacts = {
    company: {
      id: company.id,
      name: company.name,
      description: company.description ?? null,
      website: company.website ?? null,
      countryCode: company.address?.countryCode ?? null,
      type: company.type ?? null,
      applications: [...new Set([...(company.applications ?? []), ...(buyer?.applications ?? [])])],
      products: buyer?.products ?? [],
      // What it buys (the buyer profile); what it sells is in `materials`.
      materials: buyer?.materials ?? [],
      certificates: [...(company.sellerProfile?.certificates ?? [])],
      offers: (company.sellerProfile?.materials ?? []).map((m) => String(m.type)),
    },
    userNotes,
    materials,
    contacts,
    documents,
    searchResults: searchResults.map((r) => ({ title: r.title, url: r.url, snippet: r.snippet, ...(r.text ? { text: trimText(r.text) } : {}) })),
    organization: organizationOf(company),
  };
  return { facts, searchSource: search.name };
}

/** The result as GatherFacts leaves it: the company's facts; evaluation and content come in the next steps. */
export function factsResult(facts: CompanyFacts, searchSource?: "web" | "offline"): ResearchResult {
  const c = facts.company;
  return {
    evaluation: null,
    company: {
      name: c.name,
      description: c.description,
      website: c.website,
      applications: c.applications,
      products: c.products,
      materialsInterest: c.materials.map((type) => ({ type, reason: "In its buyer profile" })),
      relevantMaterials: [],
      certificates: c.certificates,
    },
    searchResults: facts.searchResults.map((r) => ({ title: r.title, url: r.url, snippet: r.snippet })),
    content: [],
    ...(searchSource ? { searchSource } : {}),
  };
}
