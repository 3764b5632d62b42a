import { LANGUAGES, type Language } from "../../../../shared/i18n/languages";
import { labelledContext } from "../labels";
import type { OutreachContext, OutreachDraft } from "../types";

/**
 * The offline outreach draft (ADR 0147): deterministic — the same context always gives the same e-mail —
 * and built only from facts we hold: the contact's name and position, the company's type, applications and
 * materials of interest (labels in the e-mail's language, never stored keys), the research's findings when one completed (its internal comment is not quoted), our
 * matching catalogue materials with links to their public pages, and the sender's name and position. The booth
 * is mentioned only when a booth visit is on record. Written in the contact's (or company country's) language when
 * it is one of ours, else English. Values are HTML-escaped here; the caller sanitises the whole body anyway.
 */
type Lang = Language;

interface Phrases {
  /** The subject after a booth visit, and without one. */
  subject: (company: string) => string;
  subjectCold: (company: string) => string;
  greeting: (name: string) => string;
  /** The opening after a booth visit, and without one. */
  thanks: string;
  intro: string;
  /** The research's findings: the materials it found the company interested in, with why. */
  findings: (list: string) => string;
  profile: (what: string) => string;
  offer: string;
  noMaterials: string;
  close: string;
  regards: string;
  asRole: (position: string) => string;
}

const PHRASES: Record<Lang, Phrases> = {
  en: {
    subject: (c) => `Recycled materials for ${c} — following up on our booth meeting`,
    subjectCold: (c) => `Recycled materials for ${c}`,
    greeting: (n) => `Dear ${n},`,
    thanks: "thank you for visiting our booth at the trade fair — it was a pleasure to meet you.",
    intro: "I am writing from Recyclate, the marketplace for recycled plastics.",
    findings: (l) => `Looking at your company, we understand you work with ${l}.`,
    profile: (w) => `From what we know of your company (${w}), these materials from our catalogue could fit your needs:`,
    offer: "Each link opens the material's page with its datasheet and availability.",
    noMaterials: "We would be glad to shortlist recycled materials for your applications — just tell us the grade and volume you need.",
    close: "Shall we arrange a short call or send you samples?",
    regards: "Kind regards,",
    asRole: (p) => `As ${p}, you may also want to forward this to your purchasing team.`,
  },
  de: {
    subject: (c) => `Rezyklate für ${c} — Nachtrag zu unserem Messegespräch`,
    subjectCold: (c) => `Rezyklate für ${c}`,
    greeting: (n) => `Guten Tag ${n},`,
    thanks: "vielen Dank für Ihren Besuch an unserem Messestand — es hat uns gefreut, Sie kennenzulernen.",
    intro: "ich schreibe Ihnen von Recyclate, dem Marktplatz für recycelte Kunststoffe.",
    findings: (l) => `Soweit wir Ihr Unternehmen kennen, arbeiten Sie mit ${l}.`,
    profile: (w) => `Nach dem, was wir über Ihr Unternehmen wissen (${w}), könnten diese Materialien aus unserem Katalog passen:`,
    offer: "Jeder Link öffnet die Seite des Materials mit Datenblatt und Verfügbarkeit.",
    noMaterials: "Gern stellen wir passende Rezyklate für Ihre Anwendungen zusammen — nennen Sie uns einfach Qualität und Menge.",
    close: "Sollen wir ein kurzes Gespräch vereinbaren oder Ihnen Muster schicken?",
    regards: "Mit freundlichen Grüßen",
    asRole: (p) => `Als ${p} möchten Sie dies vielleicht auch an Ihren Einkauf weiterleiten.`,
  },
  es: {
    subject: (c) => `Materiales reciclados para ${c}: seguimiento de nuestra reunión en la feria`,
    subjectCold: (c) => `Materiales reciclados para ${c}`,
    greeting: (n) => `Estimado/a ${n}:`,
    thanks: "gracias por visitar nuestro stand en la feria; fue un placer conocerle.",
    intro: "le escribo desde Recyclate, el mercado de plásticos reciclados.",
    findings: (l) => `Por lo que sabemos de su empresa, trabajan con ${l}.`,
    profile: (w) => `Por lo que sabemos de su empresa (${w}), estos materiales de nuestro catálogo podrían encajar:`,
    offer: "Cada enlace abre la página del material con su ficha técnica y disponibilidad.",
    noMaterials: "Con gusto le preparamos una selección de materiales reciclados para sus aplicaciones: indíquenos el grado y el volumen.",
    close: "¿Organizamos una breve llamada o le enviamos muestras?",
    regards: "Saludos cordiales,",
    asRole: (p) => `Como ${p}, quizá quiera reenviarlo también a su equipo de compras.`,
  },
  fr: {
    subject: (c) => `Matières recyclées pour ${c} — suite à notre rencontre sur le salon`,
    subjectCold: (c) => `Matières recyclées pour ${c}`,
    greeting: (n) => `Bonjour ${n},`,
    thanks: "merci de votre visite sur notre stand — ce fut un plaisir de vous rencontrer.",
    intro: "je vous écris de la part de Recyclate, la place de marché des plastiques recyclés.",
    findings: (l) => `D'après nos recherches, votre entreprise travaille avec ${l}.`,
    profile: (w) => `D'après ce que nous savons de votre entreprise (${w}), ces matières de notre catalogue pourraient vous convenir :`,
    offer: "Chaque lien ouvre la page de la matière avec sa fiche technique et sa disponibilité.",
    noMaterials: "Nous serions ravis de sélectionner des matières recyclées pour vos applications — indiquez-nous simplement la qualité et le volume.",
    close: "Voulez-vous que nous organisions un court appel ou que nous vous envoyions des échantillons ?",
    regards: "Bien cordialement,",
    asRole: (p) => `En tant que ${p}, vous souhaiterez peut-être transmettre ceci à vos achats.`,
  },
  it: {
    subject: (c) => `Materiali riciclati per ${c} — seguito del nostro incontro in fiera`,
    subjectCold: (c) => `Materiali riciclati per ${c}`,
    greeting: (n) => `Gentile ${n},`,
    thanks: "grazie per aver visitato il nostro stand in fiera: è stato un piacere conoscerLa.",
    intro: "le scrivo da Recyclate, il marketplace delle plastiche riciclate.",
    findings: (l) => `Da quanto sappiamo, la Sua azienda lavora con ${l}.`,
    profile: (w) => `Da quanto sappiamo della Sua azienda (${w}), questi materiali del nostro catalogo potrebbero interessarLe:`,
    offer: "Ogni link apre la pagina del materiale con scheda tecnica e disponibilità.",
    noMaterials: "Saremo lieti di selezionare materiali riciclati per le Sue applicazioni: ci indichi grado e volume.",
    close: "Possiamo fissare una breve chiamata o inviarLe dei campioni?",
    regards: "Cordiali saluti,",
    asRole: (p) => `Come ${p}, potrebbe inoltrarlo anche al Suo ufficio acquisti.`,
  },
  pl: {
    subject: (c) => `Materiały z recyklingu dla ${c} — nawiązanie do spotkania na targach`,
    subjectCold: (c) => `Materiały z recyklingu dla ${c}`,
    greeting: (n) => `Dzień dobry ${n},`,
    thanks: "dziękujemy za odwiedzenie naszego stoiska na targach — miło było Państwa poznać.",
    intro: "piszę w imieniu Recyclate, platformy handlu tworzywami z recyklingu.",
    findings: (l) => `Z naszych informacji wynika, że Państwa firma pracuje z ${l}.`,
    profile: (w) => `Z tego, co wiemy o Państwa firmie (${w}), te materiały z naszego katalogu mogą pasować:`,
    offer: "Każdy link otwiera stronę materiału z kartą techniczną i dostępnością.",
    noMaterials: "Chętnie przygotujemy zestawienie materiałów z recyklingu dla Państwa zastosowań — prosimy podać gatunek i ilość.",
    close: "Czy umówimy krótką rozmowę lub wyślemy próbki?",
    regards: "Z poważaniem",
    asRole: (p) => `Jako ${p} może Pan/Pani przekazać to również do działu zakupów.`,
  },
  pt: {
    subject: (c) => `Materiais reciclados para ${c} — seguimento da nossa reunião na feira`,
    subjectCold: (c) => `Materiais reciclados para ${c}`,
    greeting: (n) => `Caro/a ${n},`,
    thanks: "obrigado pela visita ao nosso stand na feira — foi um prazer conhecê-lo/a.",
    intro: "escrevo-lhe da Recyclate, o marketplace de plásticos reciclados.",
    findings: (l) => `Pelo que sabemos, a sua empresa trabalha com ${l}.`,
    profile: (w) => `Pelo que sabemos da sua empresa (${w}), estes materiais do nosso catálogo poderão interessar-lhe:`,
    offer: "Cada link abre a página do material com a ficha técnica e a disponibilidade.",
    noMaterials: "Teremos todo o gosto em selecionar materiais reciclados para as suas aplicações — indique-nos o grau e o volume.",
    close: "Podemos marcar uma breve chamada ou enviar-lhe amostras?",
    regards: "Com os melhores cumprimentos,",
    asRole: (p) => `Como ${p}, talvez queira reencaminhar isto também para a sua equipa de compras.`,
  },
};

/** Countries whose language we write in when the contact has none (the rest get English). */
const COUNTRY_LANGUAGE: Record<string, Lang> = {
  DE: "de",
  AT: "de",
  CH: "de",
  LI: "de",
  ES: "es",
  MX: "es",
  AR: "es",
  CL: "es",
  CO: "es",
  FR: "fr",
  BE: "fr",
  LU: "fr",
  MC: "fr",
  IT: "it",
  SM: "it",
  PL: "pl",
  PT: "pt",
  BR: "pt",
};

export function outreachLanguage(ctx: Pick<OutreachContext, "language" | "company">): Lang {
  const own = ctx.language?.toLowerCase().slice(0, 2);
  if (own && (LANGUAGES as readonly string[]).includes(own)) return own as Lang;
  return COUNTRY_LANGUAGE[ctx.company.countryCode?.toUpperCase() ?? ""] ?? "en";
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function draftOutreach(raw: OutreachContext): Promise<OutreachDraft> {
  const lang = outreachLanguage(raw);
  const t = PHRASES[lang];
  const ctx = labelledContext(raw, lang);
  const name = [ctx.contact.firstName, ctx.contact.lastName].filter(Boolean).join(" ").trim() || ctx.company.name;
  const found = ctx.research?.materialsInterest ?? [];
  const interests = [...new Set([...found.map((m) => m.type), ...ctx.company.materials])];
  const what = [ctx.company.type, ...interests.slice(0, 3), ...ctx.company.applications.slice(0, 2)].filter(Boolean).join(", ");
  const parts = [`<p>${esc(t.greeting(name))}</p>`, `<p>${esc(ctx.boothVisit ? t.thanks : t.intro)}</p>`];
  if (found.length) {
    const list = found
      .slice(0, 3)
      .map((m) => (m.reason ? `${m.type} (${m.reason})` : m.type))
      .join("; ");
    parts.push(`<p>${esc(t.findings(list))}</p>`);
  }
  if (ctx.materials.length) {
    parts.push(`<p>${esc(t.profile(what || ctx.company.name))}</p>`);
    const items = ctx.materials.map(
      (m) => `<li><a href="${esc(m.url)}">${esc(m.name)}</a> (${esc([m.type, m.condition, m.color].filter(Boolean).join(", "))})</li>`,
    );
    parts.push(`<ul>${items.join("")}</ul>`, `<p>${esc(t.offer)}</p>`);
  } else parts.push(`<p>${esc(t.noMaterials)}</p>`);
  if (ctx.contact.position) parts.push(`<p>${esc(t.asRole(ctx.contact.position))}</p>`);
  const signature = [ctx.sender.name, ctx.sender.position]
    .filter(Boolean)
    .map((l) => esc(l!))
    .join("<br>");
  parts.push(`<p>${esc(t.close)}</p>`, `<p>${esc(t.regards)}<br>${signature}</p>`);
  return { subject: ctx.boothVisit ? t.subject(ctx.company.name) : t.subjectCold(ctx.company.name), body: parts.join("") };
}
