import { greetingName } from "../../../shared/rules/person-name";
import { env } from "../../lib/env";
import { escapeHtml } from "../../lib/html";
import type { ShortlistEntry } from "../../db/queries/contact-requests";
import { catalogUrl } from "../recommend";
import { textsFor } from "./texts";
import { unlinked } from "./unlinked";

/**
 * The shortlist e-mail (ADRs 0148, 0160). Built only from our fixed sentences, the visitor's name when it reads
 * like a name (escaped) and our own catalogue facts with links to their public pages: the visitor's message
 * and company name never appear, so the form cannot be used to deliver someone's text to a third party's
 * inbox. Every link points to the site; the materials' names (their sellers' text) are shown unlinked.
 */

/** "virginLike" → "virgin like"; types are shown as their usual abbreviation ("hdpe" → "HDPE"). */
const words = (v: string) => v.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();

export interface ShortlistEmail {
  subject: string;
  html: string;
  text: string;
}

/** The greeting with the visitor's name, or without it ("Hello,") when it does not read like one (ADR 0160). */
const greet = (template: string, name: string | null) => (name ? template.replace("{name}", name) : template.replace(/\s*\{name\}/, ""));

export function shortlistEmail(r: { personName: string; language: string }, shortlist: ShortlistEntry[]): ShortlistEmail {
  const t = textsFor(r.language);
  const site = env.publicSiteUrl;
  const lang = encodeURIComponent(r.language);
  const catalog = `${site}/catalog?language=${lang}`;
  const contact = `${site}/contact-us?language=${lang}`;
  const name = greetingName(r.personName);
  // Each material's link is made here from its id, whatever URL the stored shortlist holds.
  const link = (m: ShortlistEntry) => catalogUrl(m.id);
  const facts = (m: ShortlistEntry) =>
    [`${t.type}: ${m.type.toUpperCase()}`, m.condition ? `${t.condition}: ${words(m.condition)}` : null, m.color ? `${t.color}: ${words(m.color)}` : null].filter(Boolean) as string[];

  const html = [
    `<p>${escapeHtml(greet(t.greeting, name))}</p>`,
    shortlist.length ? `<p>${escapeHtml(t.intro)}</p>` : `<p>${escapeHtml(t.none)}</p>`,
    shortlist.length
      ? `<ul>${shortlist
          .map((m) => `<li><a href="${escapeHtml(link(m))}"><strong>${escapeHtml(unlinked(m.name))}</strong></a><br>${facts(m).map(escapeHtml).join(" · ")}<br><a href="${escapeHtml(link(m))}">${escapeHtml(t.view)}</a></li>`)
          .join("")}</ul>`
      : "",
    `<p>${escapeHtml(t.more)} <a href="${escapeHtml(catalog)}">${escapeHtml(t.browse)}</a> · <a href="${escapeHtml(contact)}">${escapeHtml(t.contact)}</a></p>`,
    `<p>${escapeHtml(t.signoff)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(t.why)}</p>`,
  ].join("\n");

  const text = [
    greet(t.greeting, name),
    "",
    shortlist.length ? t.intro : t.none,
    "",
    ...shortlist.flatMap((m) => [`- ${unlinked(m.name)} (${facts(m).join(", ")})`, `  ${link(m)}`]),
    ...(shortlist.length ? [""] : []),
    `${t.more} ${t.browse}: ${catalog}  ${t.contact}: ${contact}`,
    "",
    t.signoff,
    "",
    t.why,
  ].join("\n");

  return { subject: t.subject, html, text };
}
