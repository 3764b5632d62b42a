import { enumLabel } from "../../../shared/i18n/enum-labels";
import { greetingName } from "../../../shared/rules/person-name";
import { env } from "../../lib/env";
import { escapeHtml } from "../../lib/html";
import type { ShortlistEntry } from "./queries";
import { catalogUrl } from "../../core/recommend";
import { textsFor, type ShortlistTexts } from "./texts";
import { unlinked } from "./unlinked";

/**
 * The shortlist e-mail (ADRs 0148, 0160). Built only from our fixed sentences, the visitor's name when it reads
 * like a name (escaped) and our own catalogue facts with links to their public pages: the visitor's message
 * and company name never appear, so the form cannot be used to deliver someone's text to a third party's
 * inbox. Every link points to the site; the materials' names (their sellers' text) are shown unlinked.
 */

/** A factor name without a template: "virginLike" → "virgin like". Types are shown as their usual abbreviation ("hdpe" → "HDPE"). */
const words = (v: string) =>
  v
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();

export interface ShortlistEmail {
  subject: string;
  html: string;
  text: string;
}

/** The greeting with the visitor's name, or without it ("Hello,") when it does not read like one (ADR 0160). */
const greet = (template: string, name: string | null) => (name ? template.replace("{name}", name) : template.replace(/\s*\{name\}/, ""));

/** The stored hard-factor names ("color") as the e-mail's words. */
const FIELD_WORDS: Record<string, keyof ShortlistTexts> = {
  source: "source",
  condition: "condition",
  color: "color",
  amount: "amount",
  viscosity: "viscosity",
};

/**
 * Only a material the matching engine passed (`fits`) is offered as fitting. When none does, the e-mail says
 * so (staff follow up: the run stored a material request), lists the nearest with what differs, and names
 * what the visitor could tell us.
 */
export function shortlistEmail(r: { personName: string; language: string }, shortlist: ShortlistEntry[]): ShortlistEmail {
  const t = textsFor(r.language);
  const site = env.publicSiteUrl;
  const lang = encodeURIComponent(r.language);
  const catalog = `${site}/catalog?language=${lang}`;
  const contact = `${site}/contact-us?language=${lang}`;
  const name = greetingName(r.personName);
  const fits = shortlist.filter((m) => m.fits === true);
  const listed = fits.length ? fits : shortlist;
  // Each material's link is made here from its id, whatever URL the stored shortlist holds.
  const link = (m: ShortlistEntry) => catalogUrl(m.id);
  const differs = (m: ShortlistEntry) =>
    !fits.length && m.misfits?.length ? [`${t.differs}: ${m.misfits.map((f) => (FIELD_WORDS[f] ? t[FIELD_WORDS[f]] : words(f))).join(", ")}`] : [];
  const facts = (m: ShortlistEntry) =>
    [`${t.type}: ${m.type.toUpperCase()}`, labelled(t.condition, "condition", m.condition), labelled(t.color, "color", m.color), ...differs(m)].filter(
      Boolean,
    ) as string[];
  // A condition or colour as its label in the e-mail's language ("Mahlgut", not "regrind"); an unknown value is left out.
  const labelled = (title: string, kind: "condition" | "color", v: string | null | undefined) => {
    const label = v ? enumLabel(r.language, kind, v) : null;
    return label ? `${title}: ${label}` : null;
  };
  const opening = fits.length ? [t.intro] : [t.none, t.tellUs, ...(listed.length ? [t.closest] : [])];

  const html = [
    `<p>${escapeHtml(greet(t.greeting, name))}</p>`,
    ...opening.map((p) => `<p>${escapeHtml(p)}</p>`),
    listed.length
      ? `<ul>${listed
          .map(
            (m) =>
              `<li><a href="${escapeHtml(link(m))}"><strong>${escapeHtml(unlinked(m.name))}</strong></a><br>${facts(m).map(escapeHtml).join(" · ")}<br><a href="${escapeHtml(link(m))}">${escapeHtml(t.view)}</a></li>`,
          )
          .join("")}</ul>`
      : "",
    `<p>${escapeHtml(t.more)} <a href="${escapeHtml(catalog)}">${escapeHtml(t.browse)}</a> · <a href="${escapeHtml(contact)}">${escapeHtml(t.contact)}</a></p>`,
    `<p>${escapeHtml(t.signoff)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(t.why)}</p>`,
  ].join("\n");

  const text = [
    greet(t.greeting, name),
    "",
    ...opening,
    "",
    ...listed.flatMap((m) => [`- ${unlinked(m.name)} (${facts(m).join(", ")})`, `  ${link(m)}`]),
    ...(listed.length ? [""] : []),
    `${t.more} ${t.browse}: ${catalog}  ${t.contact}: ${contact}`,
    "",
    t.signoff,
    "",
    t.why,
  ].join("\n");

  return { subject: t.subject, html, text };
}
