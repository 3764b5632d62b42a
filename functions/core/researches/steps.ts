import type { ResearchResult } from "../../../shared/schemas/research";
import { getCompany } from "../../db/queries/companies";
import { getResearch, getResearchFacts, patchResearch, saveResearchFacts } from "../../db/queries/researches";
import { now } from "../../db/audit";
import { db } from "../../db/service";
import { aiEngine, type CompanyEvaluation, type CompanyFacts, type OutreachContext } from "../../integrations/ai";
import { StepFailed } from "../../workflows/task";
import { factsResult, gatherFacts } from "./facts";
import { interestTypes } from "./interest";

/**
 * The companyResearch steps' logic (ADR 0144). Each step reads what the one before stored on the research
 * (facts, then the result) and writes its part; a step run again after a retry writes the same thing again.
 * A research or company that is gone is permanent (StepFailed: no retry).
 */
async function researchOf(researchId: string) {
  const research = await getResearch(researchId);
  if (!research) throw new StepFailed("The research no longer exists");
  return research;
}

async function factsOf(researchId: string): Promise<CompanyFacts> {
  const facts = (await getResearchFacts(researchId)) as CompanyFacts | null;
  if (!facts) throw new StepFailed("The research has no gathered facts");
  return facts;
}

export async function gatherStep(researchId: string, companyId: string): Promise<string> {
  const research = await researchOf(researchId);
  const company = await getCompany(companyId);
  if (!company) throw new StepFailed("The company no longer exists");
  await patchResearch(researchId, { status: "inProgress" });
  const { facts, searchSource } = await gatherFacts(company, research.input.userNotes);
  await saveResearchFacts(researchId, facts, { status: "inProgress", result: factsResult(facts, searchSource) });
  return `${facts.documents.length} documents, ${facts.searchResults.length} search results (${searchSource}), ${facts.materials.length} materials, ${facts.contacts.length} contacts`;
}

/** Per type, a few of our newest materials (the material type index, gsi4): the engine picks and explains. */
const PER_TYPE = 5;
export async function catalogueCandidates(types: string[], ownCompanyId: string): Promise<OutreachContext["materials"]> {
  const lists = await Promise.all(
    types.slice(0, 8).map((type) =>
      db()
        .material.query.byType({ type } as never)
        .go({ order: "desc", limit: PER_TYPE + 5, attributes: ["id", "companyId", "name", "type", "condition", "color"] })
        .then((r) => (r.data as { id: string; companyId: string; name: string; type: string; condition?: string; color?: string }[]).filter((m) => m.companyId !== ownCompanyId).slice(0, PER_TYPE)),
    ),
  );
  return lists.flat().map((m) => ({ id: m.id, name: m.name, type: m.type, condition: m.condition ?? null, color: m.color ?? null, url: `/materials/${m.id}` }));
}

export async function evaluateStep(researchId: string): Promise<string> {
  const research = await researchOf(researchId);
  const facts = await factsOf(researchId);
  const engine = aiEngine();
  const candidates = await catalogueCandidates(interestTypes(facts), facts.company.id);
  const ev = await engine.evaluateCompany(facts, candidates);
  const prev = research.result ?? factsResult(facts);
  const result: ResearchResult = {
    ...prev,
    evaluation: ev.evaluation,
    company: {
      ...(prev.company ?? factsResult(facts).company!),
      description: ev.description,
      applications: ev.applications,
      products: ev.products,
      certificates: ev.certificates,
      materialsInterest: ev.materialsInterest,
      relevantMaterials: ev.relevantMaterials,
    },
  };
  await patchResearch(researchId, { result });
  return `${engine.name}: ${ev.evaluation.buyerPotential} (${ev.evaluation.score.toFixed(2)}), ${ev.relevantMaterials.length} relevant materials from ${candidates.length} candidates`;
}

/** The evaluation as the engine gave it, rebuilt from the stored result (WriteReport runs in its own Lambda). */
function evaluationOf(result: ResearchResult): CompanyEvaluation {
  if (!result.evaluation || !result.company) throw new StepFailed("The research has no evaluation");
  const c = result.company;
  return { evaluation: result.evaluation, description: c.description, applications: c.applications, products: c.products, certificates: c.certificates, materialsInterest: c.materialsInterest, relevantMaterials: c.relevantMaterials };
}

export async function reportStep(researchId: string): Promise<string> {
  const research = await researchOf(researchId);
  if (!research.result) throw new StepFailed("The research has no result");
  const facts = await factsOf(researchId);
  const engine = aiEngine();
  const content = await engine.writeReport(facts, evaluationOf(research.result));
  await patchResearch(researchId, { status: "completed", result: { ...research.result, content }, completedDate: now() });
  return `${engine.name}: ${content.length} sections`;
}
