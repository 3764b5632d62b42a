import type { CompanyEvaluation, CompanyFacts } from "../types";
import { readEvidence, whereFound } from "./evidence";
import { companyTypeLabel } from "../labels";
import { typeLabel, words } from "./evaluate";

/**
 * The offline markdown report (ADR 0144): one section per subject, written from the facts and the evaluation
 * (nothing canned: a section with nothing to say is left out). Links are plain markdown; the page renders
 * them in a new tab.
 */
const bullets = (xs: string[]) => xs.map((x) => `- ${x}`).join("\n");
const md = (s: string) => s.replace(/([\\`*_[\]<>])/g, "\\$1");

export async function writeReport(facts: CompanyFacts, ev: CompanyEvaluation): Promise<string[]> {
  const c = facts.company;
  const e = readEvidence(facts);
  const sections: string[] = [];
  const profile = [
    c.type && `**Type:** ${companyTypeLabel(c.type, "en") ?? md(c.type)}`,
    c.countryCode && `**Country:** ${c.countryCode}`,
    c.website && `**Website:** [${md(c.website)}](${c.website})`,
  ]
    .filter(Boolean)
    .join("  \n");
  sections.push(`# ${md(c.name)}\n\n${ev.description ? md(ev.description) : "No description is on record."}${profile ? `\n\n${profile}` : ""}`);
  sections.push(
    `## Evaluation\n\n**Buyer potential:** ${ev.evaluation.buyerPotential} (score ${ev.evaluation.score.toFixed(2)})\n\n${md(ev.evaluation.comment)}`,
  );
  if (ev.materialsInterest.length)
    sections.push(`## Materials of interest\n\n${bullets(ev.materialsInterest.map((m) => `**${typeLabel(m.type)}**: ${md(m.reason)}`))}`);
  // The seller side among the relevant ones: open buy requests its own listed materials fit, and those asking
  // for its types (no material named); the buyer side always names a catalogue material of another company.
  const own = new Set(facts.materials.map((m) => m.id));
  const supplied = ev.relevantMaterials.filter((m) => !m.materialId || own.has(m.materialId));
  const offered = ev.relevantMaterials.filter((m) => !supplied.includes(m));
  if (supplied.length) sections.push(`## Open buy requests for what it offers\n\n${bullets(supplied.map((m) => `**${typeLabel(m.type)}**: ${md(m.reason)}`))}`);
  if (offered.length) sections.push(`## Relevant materials from our catalogue\n\n${bullets(offered.map((m) => `**${typeLabel(m.type)}**: ${md(m.reason)}`))}`);
  const uses = [
    ev.applications.length && `**Applications:** ${ev.applications.map(md).join(", ")}`,
    ev.products.length && `**Products:** ${ev.products.map(md).join(", ")}`,
    e.processing.length && `**Processing:** ${e.processing.map((p) => `${words(p.value)} (${whereFound(p)})`).join(", ")}`,
    e.volumes.length && `**Stated volumes:** ${e.volumes.map((v) => `${md(v.value)} (${whereFound(v)})`).join(", ")}`,
  ].filter(Boolean);
  if (uses.length) sections.push(`## Applications and production\n\n${bullets(uses as string[])}`);
  if (ev.certificates.length) sections.push(`## Certificates\n\n${bullets(ev.certificates.map(md))}`);
  if (e.buyingSignals.length) sections.push(`## Buying signals\n\n${bullets(e.buyingSignals.slice(0, 5).map((b) => `"${md(b.value)}" (${whereFound(b)})`))}`);
  if (facts.contacts.length)
    sections.push(`## Contacts\n\n${bullets(facts.contacts.slice(0, 10).map((p) => `${md(p.name)}${p.position ? `, ${md(p.position)}` : ""}`))}`);
  const promising = ev.evaluation.buyerPotential === "high" || ev.evaluation.buyerPotential === "medium";
  const next =
    promising && supplied.length
      ? `Propose its ${[...new Set(supplied.map((m) => typeLabel(m.type)))].join(", ")} to the buyers of the open requests for its types${facts.contacts[0] ? `, through ${md(facts.contacts[0].name)}${facts.contacts[0].position ? ` (${md(facts.contacts[0].position)})` : ""}` : ""}, and ask for its monthly volumes and a datasheet per grade.`
      : promising
        ? `Offer ${
            offered.length
              ? offered
                  .map((m) => typeLabel(m.type))
                  .filter((t, i, a) => a.indexOf(t) === i)
                  .join(", ")
              : "samples of its polymer types"
          }${facts.contacts[0] ? ` to ${md(facts.contacts[0].name)}${facts.contacts[0].position ? ` (${md(facts.contacts[0].position)})` : ""}` : ""}, and ask for its yearly volumes${e.volumes.length ? " to confirm the stated ones" : ""}.`
        : ev.evaluation.buyerPotential === "unknown"
          ? "Add its website or documents and run the research again."
          : "No outreach is suggested now; revisit when its needs change.";
  sections.push(`## Next steps\n\n${next}`);
  const refs = [...facts.searchResults.map((r) => `[${md(r.title)}](${r.url})`), ...facts.documents.map((d) => `Document: ${md(d.name)}`)];
  if (refs.length) sections.push(`## Sources\n\n${bullets(refs)}`);
  return sections;
}
