import { env } from "../../lib/env";
import { escapeHtml } from "../../lib/html";
import type { ShortlistEntry } from "../../db/queries/contact-requests";
import { textsFor } from "./texts";

/**
 * The shortlist e-mail (ADR 0148). Built only from our fixed sentences, the visitor's name (escaped) and our
 * own catalogue facts with links to their public pages: the visitor's message never appears, so the form
 * cannot be used to deliver someone's text to a third party's inbox.
 */

/** "virginLike" → "virgin like"; types are shown as their usual abbreviation ("hdpe" → "HDPE"). */
const words = (v: string) => v.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();

export interface ShortlistEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The visitor's name in the greeting only when it reads like a name (letters, spaces, dots, apostrophes and
 * hyphens, at most 60 characters): it is the one piece of the visitor's text the e-mail holds, and anything
 * else ("Win big at example.com") would let the form carry someone's message to a third party (ADR 0149).
 */
export function greetingName(personName: string): string | null {
  const name = personName.replace(/\s+/g, " ").trim();
  return name.length <= 60 && /^\p{L}[\p{L}\p{M} .'’-]*$/u.test(name) ? name : null;
}
const greet = (template: string, name: string | null) => (name ? template.replace("{name}", name) : template.replace(/\s*\{name\}/, ""));

export function shortlistEmail(r: { personName: string; language: string }, shortlist: ShortlistEntry[]): ShortlistEmail {
  const t = textsFor(r.language);
  const site = env.publicSiteUrl;
  const lang = encodeURIComponent(r.language);
  const catalog = `${site}/catalog?language=${lang}`;
  const contact = `${site}/contact-us?language=${lang}`;
  const name = greetingName(r.personName);
  const facts = (m: ShortlistEntry) =>
    [`${t.type}: ${m.type.toUpperCase()}`, m.condition ? `${t.condition}: ${words(m.condition)}` : null, m.color ? `${t.color}: ${words(m.color)}` : null].filter(Boolean) as string[];

  const html = [
    `<p>${escapeHtml(greet(t.greeting, name))}</p>`,
    shortlist.length ? `<p>${escapeHtml(t.intro)}</p>` : `<p>${escapeHtml(t.none)}</p>`,
    shortlist.length
      ? `<ul>${shortlist
          .map((m) => `<li><a href="${escapeHtml(m.url)}"><strong>${escapeHtml(m.name)}</strong></a><br>${facts(m).map(escapeHtml).join(" · ")}<br><a href="${escapeHtml(m.url)}">${escapeHtml(t.view)}</a></li>`)
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
    ...shortlist.flatMap((m) => [`- ${m.name} (${facts(m).join(", ")})`, `  ${m.url}`]),
    ...(shortlist.length ? [""] : []),
    `${t.more} ${t.browse}: ${catalog}  ${t.contact}: ${contact}`,
    "",
    t.signoff,
    "",
    t.why,
  ].join("\n");

  return { subject: t.subject, html, text };
}
