import type { ResearchResult } from "../../../shared/schemas/research";
import { getCompany } from "../companies/records";
import { getResearch, getResearchFacts, patchResearch, saveResearchFacts } from "./queries";
import { now } from "../../db/audit";
import { aiEngine, type CompanyEvaluation, type CompanyFacts } from "../../integrations/ai";
import { StepFailed } from "../../workflows/task";
import { factsResult, gatherFacts } from "./facts";
import { interestTypes } from "./interest";
import { offersOf, sideOf } from "../../integrations/ai/offline/evaluate";
import { buyerCandidates, RELEVANT_PER_SIDE, relevantMaterials, sellerDemand } from "./relevant";

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

export async function evaluateStep(researchId: string): Promise<string> {
  const research = await researchOf(researchId);
  const facts = await factsOf(researchId);
  const engine = aiEngine();
  // The matching engine picks the candidates (never the newest drafts of a type); the engine judges and explains.
  // The seller side is the matching engine the other way round: the open buy requests its own materials fit.
  const [candidates, demand] = await Promise.all([buyerCandidates(interestTypes(facts), facts), sellerDemand(facts.company.id, offersOf(facts))]);
  const catalogue = candidates.map(({ score: _s, ...m }) => m);
  const ev = await engine.evaluateCompany(facts, catalogue, demand);
  // A supplier's seller side: the requests its materials fit, then (while it lists too few) those asking for its types.
  const sellerSide = [...demand.fits, ...(demand.asked ?? [])].slice(0, Math.max(demand.fits.length, RELEVANT_PER_SIDE));
  const relevant = relevantMaterials(candidates, ev.relevantMaterials, sellerSide, sideOf(facts, catalogue, demand));
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
      relevantMaterials: relevant,
    },
  };
  await patchResearch(researchId, { result });
  return `${engine.name}: ${ev.evaluation.buyerPotential} (${ev.evaluation.score.toFixed(2)}), ${relevant.length} relevant materials (${candidates.length} catalogue candidates, ${demand.fits.length} of ${demand.openRequests} open buy requests of its types fit its materials)`;
}

/** The evaluation as the engine gave it, rebuilt from the stored result (WriteReport runs in its own Lambda). */
function evaluationOf(result: ResearchResult): CompanyEvaluation {
  if (!result.evaluation || !result.company) throw new StepFailed("The research has no evaluation");
  const c = result.company;
  return {
    evaluation: result.evaluation,
    description: c.description,
    applications: c.applications,
    products: c.products,
    certificates: c.certificates,
    materialsInterest: c.materialsInterest,
    relevantMaterials: c.relevantMaterials,
  };
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
