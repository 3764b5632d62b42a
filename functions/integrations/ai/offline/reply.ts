import { labelsOf } from "../../../../shared/i18n/enum-labels";
import type { ConversationContext, MaterialNeed, RecommendedMaterial } from "../types";

/**
 * The offline assistant's reply (ADR 0150): deterministic text built from what the need reader understood and
 * what the matching engine found — what was understood, the recommendations with why they fit (or that none
 * fits and what to change), and a question for what is still missing. In the conversation's language when
 * it is one of the app's seven (small template tables), English otherwise. Stored values (condition, colour,
 * source, processing, certificates, application tags) are shown as their labels in that language
 * (shared/i18n/enum-labels), so one spelling is used per language; applications are listed once.
 */

interface Templates {
  understood: string;
  nothingUnderstood: string;
  type: string;
  condition: string;
  color: string;
  source: string;
  processing: string;
  amount: (t: string) => string;
  capacity: (t: string, per: "month" | "year") => string;
  applications: string;
  certificates: string;
  recycledContent: (percent: string) => string;
  found: (n: number) => string;
  fits: string;
  noneFits: string;
  /** Before the nearest materials when none fits. */
  close: string;
  differs: string;
  change: string;
  askColor: string;
  askType: string;
  askAmount: string;
  askApplication: string;
  closing: string;
  reasons: Record<string, string>;
}

const en: Templates = {
  understood: "Here is what I understood:",
  nothingUnderstood: "I could not tell yet which material you are looking for.",
  type: "Type",
  condition: "Condition",
  color: "Colour",
  source: "Source",
  processing: "Processing",
  amount: (t) => `Amount: ${t} t`,
  capacity: (t, per) => `Capacity: ${t} t per ${per}`,
  applications: "Application",
  certificates: "Certificates",
  recycledContent: (p) => `Recycled content: ${p} %`,
  found: (n) => (n === 1 ? "This material from our catalogue fits:" : `These ${n} materials from our catalogue fit:`),
  fits: "fits on",
  noneFits: "None of our listed materials fits this yet.",
  close: "None of our listed materials fits all of it; these come closest:",
  differs: "differs on",
  change: "Try another type, condition or colour, or fewer requirements.",
  askColor: "Which colour do you need?",
  askType: "Which plastic are you looking for (for example HDPE, PP or PET)?",
  askAmount: "How much do you need (tonnes once, or per month)?",
  askApplication: "What will you make from it (the application or processing method)?",
  closing: 'Click "I\'m interested" on a material and we will get back to you.',
  reasons: {
    type: "type",
    condition: "condition",
    color: "colour",
    source: "source",
    amount: "amount",
    viscosity: "viscosity",
    quality: "data quality",
    price: "price",
    origin: "origin",
    certificates: "certificates",
    applications: "application",
    processingMethods: "processing",
  },
};

const de: Templates = {
  understood: "Das habe ich verstanden:",
  nothingUnderstood: "Ich konnte noch nicht erkennen, welches Material Sie suchen.",
  type: "Typ",
  condition: "Zustand",
  color: "Farbe",
  source: "Herkunft",
  processing: "Verarbeitung",
  amount: (t) => `Menge: ${t} t`,
  capacity: (t, per) => `Kapazität: ${t} t pro ${per === "month" ? "Monat" : "Jahr"}`,
  applications: "Anwendung",
  certificates: "Zertifikate",
  recycledContent: (p) => `Rezyklatanteil: ${p} %`,
  found: (n) => (n === 1 ? "Dieses Material aus unserem Katalog passt:" : `Diese ${n} Materialien aus unserem Katalog passen:`),
  fits: "passt bei",
  noneFits: "Noch passt keines unserer gelisteten Materialien.",
  close: "Keines unserer gelisteten Materialien passt in allem; diese kommen am nächsten:",
  differs: "weicht ab bei",
  change: "Versuchen Sie einen anderen Typ, Zustand oder eine andere Farbe, oder weniger Anforderungen.",
  askColor: "Welche Farbe brauchen Sie?",
  askType: "Welchen Kunststoff suchen Sie (zum Beispiel HDPE, PP oder PET)?",
  askAmount: "Welche Menge brauchen Sie (einmalig in Tonnen oder pro Monat)?",
  askApplication: "Was stellen Sie daraus her (Anwendung oder Verarbeitungsverfahren)?",
  closing: "Klicken Sie bei einem Material auf „Ich bin interessiert“, dann melden wir uns.",
  reasons: {
    type: "Typ",
    condition: "Zustand",
    color: "Farbe",
    source: "Herkunft",
    amount: "Menge",
    viscosity: "Viskosität",
    quality: "Datenqualität",
    price: "Preis",
    origin: "Ursprung",
    certificates: "Zertifikate",
    applications: "Anwendung",
    processingMethods: "Verarbeitung",
  },
};

const es: Templates = {
  understood: "Esto es lo que he entendido:",
  nothingUnderstood: "Todavía no sé qué material busca.",
  type: "Tipo",
  condition: "Estado",
  color: "Color",
  source: "Origen del residuo",
  processing: "Procesamiento",
  amount: (t) => `Cantidad: ${t} t`,
  capacity: (t, per) => `Capacidad: ${t} t al ${per === "month" ? "mes" : "año"}`,
  applications: "Aplicación",
  certificates: "Certificados",
  recycledContent: (p) => `Contenido reciclado: ${p} %`,
  found: (n) => (n === 1 ? "Este material de nuestro catálogo encaja:" : `Estos ${n} materiales de nuestro catálogo encajan:`),
  fits: "coincide en",
  noneFits: "Ninguno de nuestros materiales publicados encaja todavía.",
  close: "Ninguno de nuestros materiales publicados encaja en todo; estos son los más cercanos:",
  differs: "difiere en",
  change: "Pruebe otro tipo, estado o color, o menos requisitos.",
  askColor: "¿Qué color necesita?",
  askType: "¿Qué plástico busca (por ejemplo HDPE, PP o PET)?",
  askAmount: "¿Qué cantidad necesita (toneladas una vez o al mes)?",
  askApplication: "¿Qué fabricará con él (aplicación o método de procesamiento)?",
  closing: "Pulse «Me interesa» en un material y nos pondremos en contacto.",
  reasons: {
    type: "tipo",
    condition: "estado",
    color: "color",
    source: "origen",
    amount: "cantidad",
    viscosity: "viscosidad",
    quality: "calidad de datos",
    price: "precio",
    origin: "procedencia",
    certificates: "certificados",
    applications: "aplicación",
    processingMethods: "procesamiento",
  },
};

const fr: Templates = {
  understood: "Voici ce que j'ai compris :",
  nothingUnderstood: "Je ne sais pas encore quelle matière vous recherchez.",
  type: "Type",
  condition: "État",
  color: "Couleur",
  source: "Provenance",
  processing: "Transformation",
  amount: (t) => `Quantité : ${t} t`,
  capacity: (t, per) => `Capacité : ${t} t par ${per === "month" ? "mois" : "an"}`,
  applications: "Application",
  certificates: "Certificats",
  recycledContent: (p) => `Contenu recyclé : ${p} %`,
  found: (n) => (n === 1 ? "Cette matière de notre catalogue convient :" : `Ces ${n} matières de notre catalogue conviennent :`),
  fits: "correspond pour",
  noneFits: "Aucune de nos matières publiées ne convient encore.",
  close: "Aucune de nos matières publiées ne convient en tout ; voici les plus proches :",
  differs: "diffère pour",
  change: "Essayez un autre type, état ou couleur, ou moins d'exigences.",
  askColor: "De quelle couleur avez-vous besoin ?",
  askType: "Quel plastique recherchez-vous (par exemple HDPE, PP ou PET) ?",
  askAmount: "De quelle quantité avez-vous besoin (en tonnes, une fois ou par mois) ?",
  askApplication: "Qu'allez-vous en fabriquer (application ou procédé de transformation) ?",
  closing: "Cliquez sur « Je suis intéressé » sur une matière et nous vous recontacterons.",
  reasons: {
    type: "type",
    condition: "état",
    color: "couleur",
    source: "provenance",
    amount: "quantité",
    viscosity: "viscosité",
    quality: "qualité des données",
    price: "prix",
    origin: "origine",
    certificates: "certificats",
    applications: "application",
    processingMethods: "transformation",
  },
};

const it: Templates = {
  understood: "Ecco cosa ho capito:",
  nothingUnderstood: "Non ho ancora capito quale materiale sta cercando.",
  type: "Tipo",
  condition: "Stato",
  color: "Colore",
  source: "Provenienza",
  processing: "Lavorazione",
  amount: (t) => `Quantità: ${t} t`,
  capacity: (t, per) => `Capacità: ${t} t ${per === "month" ? "al mese" : "all'anno"}`,
  applications: "Applicazione",
  certificates: "Certificati",
  recycledContent: (p) => `Contenuto riciclato: ${p} %`,
  found: (n) => (n === 1 ? "Questo materiale del nostro catalogo è adatto:" : `Questi ${n} materiali del nostro catalogo sono adatti:`),
  fits: "corrisponde per",
  noneFits: "Nessuno dei nostri materiali pubblicati è ancora adatto.",
  close: "Nessuno dei nostri materiali pubblicati è adatto in tutto; questi sono i più vicini:",
  differs: "differisce per",
  change: "Provi un altro tipo, stato o colore, oppure meno requisiti.",
  askColor: "Di quale colore ha bisogno?",
  askType: "Quale plastica sta cercando (per esempio HDPE, PP o PET)?",
  askAmount: "Di quanto ha bisogno (tonnellate una tantum o al mese)?",
  askApplication: "Cosa ne produrrà (applicazione o metodo di lavorazione)?",
  closing: "Clicchi su «Sono interessato» su un materiale e la ricontatteremo.",
  reasons: {
    type: "tipo",
    condition: "stato",
    color: "colore",
    source: "provenienza",
    amount: "quantità",
    viscosity: "viscosità",
    quality: "qualità dei dati",
    price: "prezzo",
    origin: "origine",
    certificates: "certificati",
    applications: "applicazione",
    processingMethods: "lavorazione",
  },
};

const pl: Templates = {
  understood: "Oto co zrozumiałem:",
  nothingUnderstood: "Nie wiem jeszcze, jakiego materiału Pan/Pani szuka.",
  type: "Typ",
  condition: "Postać",
  color: "Kolor",
  source: "Pochodzenie",
  processing: "Przetwórstwo",
  amount: (t) => `Ilość: ${t} t`,
  capacity: (t, per) => `Wydajność: ${t} t na ${per === "month" ? "miesiąc" : "rok"}`,
  applications: "Zastosowanie",
  certificates: "Certyfikaty",
  recycledContent: (p) => `Zawartość recyklatu: ${p} %`,
  found: (n) => (n === 1 ? "Pasuje ten materiał z naszego katalogu:" : `Pasują te materiały z naszego katalogu (${n}):`),
  fits: "zgodny pod względem",
  noneFits: "Żaden z naszych opublikowanych materiałów jeszcze nie pasuje.",
  close: "Żaden z naszych opublikowanych materiałów nie pasuje we wszystkim; najbliższe są te:",
  differs: "różni się pod względem",
  change: "Proszę spróbować innego typu, postaci lub koloru albo mniejszych wymagań.",
  askColor: "Jakiego koloru Pan/Pani potrzebuje?",
  askType: "Jakiego tworzywa Pan/Pani szuka (na przykład HDPE, PP lub PET)?",
  askAmount: "Jakiej ilości Pan/Pani potrzebuje (tony jednorazowo lub miesięcznie)?",
  askApplication: "Co będzie z niego produkowane (zastosowanie lub metoda przetwórstwa)?",
  closing: "Proszę kliknąć „Jestem zainteresowany” przy materiale, a odezwiemy się.",
  reasons: {
    type: "typ",
    condition: "postać",
    color: "kolor",
    source: "pochodzenie",
    amount: "ilość",
    viscosity: "lepkość",
    quality: "jakość danych",
    price: "cena",
    origin: "kraj pochodzenia",
    certificates: "certyfikaty",
    applications: "zastosowanie",
    processingMethods: "przetwórstwo",
  },
};

const pt: Templates = {
  understood: "Isto é o que entendi:",
  nothingUnderstood: "Ainda não sei que material procura.",
  type: "Tipo",
  condition: "Estado",
  color: "Cor",
  source: "Origem",
  processing: "Processamento",
  amount: (t) => `Quantidade: ${t} t`,
  capacity: (t, per) => `Capacidade: ${t} t por ${per === "month" ? "mês" : "ano"}`,
  applications: "Aplicação",
  certificates: "Certificados",
  recycledContent: (p) => `Conteúdo reciclado: ${p} %`,
  found: (n) => (n === 1 ? "Este material do nosso catálogo serve:" : `Estes ${n} materiais do nosso catálogo servem:`),
  fits: "corresponde em",
  noneFits: "Nenhum dos nossos materiais publicados serve ainda.",
  close: "Nenhum dos nossos materiais publicados serve em tudo; estes são os mais próximos:",
  differs: "difere em",
  change: "Experimente outro tipo, estado ou cor, ou menos requisitos.",
  askColor: "De que cor precisa?",
  askType: "Que plástico procura (por exemplo HDPE, PP ou PET)?",
  askAmount: "De que quantidade precisa (toneladas de uma vez ou por mês)?",
  askApplication: "O que vai produzir com ele (aplicação ou método de processamento)?",
  closing: "Clique em «Tenho interesse» num material e entraremos em contacto.",
  reasons: {
    type: "tipo",
    condition: "estado",
    color: "cor",
    source: "origem",
    amount: "quantidade",
    viscosity: "viscosidade",
    quality: "qualidade dos dados",
    price: "preço",
    origin: "proveniência",
    certificates: "certificados",
    applications: "aplicação",
    processingMethods: "processamento",
  },
};

export const REPLY_LANGUAGES: Record<string, Templates> = { en, de, es, fr, it, pl, pt };

/** A reason field without a template ("someField" → "some field"). */
const words = (v: string) => v.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
/** A number as the language writes it: "97,5" in German, "97.5" in English; up to three decimals. */
const number = (n: number, lang: string) => new Intl.NumberFormat(lang, { maximumFractionDigits: 3, useGrouping: false }).format(n);

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The applications once each: application tags as their labels, phrases as written; one that another already
 * says ("crates" beside "injection moulding of crates", "Crates" beside "crates") is left out.
 */
export function applicationsShown(applications: readonly string[], lang: string): string[] {
  const shown = labelsOf(lang, "application", applications);
  return shown.filter((a, i) => !shown.some((b, j) => j !== i && (fold(b) === fold(a) ? j < i : ` ${fold(b)} `.includes(` ${fold(a)} `))));
}

/** The lines of what was understood, in the order a buy request names them. */
export function understoodLines(need: MaterialNeed, t: Templates, lang = "en"): string[] {
  const lines: string[] = [];
  const line = (title: string, values: string[]) => values.length && lines.push(`${title}: ${values.join(", ")}`);
  if (need.materialType) lines.push(`${t.type}: ${need.materialType.toUpperCase()}`);
  line(t.condition, labelsOf(lang, "condition", need.conditions));
  line(t.color, labelsOf(lang, "color", need.colors));
  line(t.source, labelsOf(lang, "source", need.materialSources));
  line(t.processing, labelsOf(lang, "processingMethod", need.processingMethods));
  if (need.amount != null) lines.push(t.amount(number(need.amount, lang)));
  if (need.capacity) lines.push(t.capacity(number(need.capacity.amount, lang), need.capacity.frequency));
  if (need.recycledContent != null) lines.push(t.recycledContent(number(need.recycledContent, lang)));
  line(t.applications, applicationsShown(need.applications, lang));
  line(
    t.certificates,
    need.certificates.map((c) => labelsOf(lang, "certificate", [c])[0] ?? labelsOf(lang, "companyCertificate", [c])[0] ?? c),
  );
  return lines;
}

/** A fitting material with why it fits; a near one with the hard factors that differ. */
function recommendationLine(r: RecommendedMaterial, t: Templates): string {
  const named = (fields: string[]) => fields.map((f) => t.reasons[f] ?? words(f)).join(", ");
  if (!r.fits) return `- ${r.name} (${r.type.toUpperCase()})${r.misfits.length ? ` — ${t.differs} ${named(r.misfits)}` : ""}`;
  return `- ${r.name} (${r.type.toUpperCase()})${r.reasons.length ? ` — ${t.fits} ${named(r.reasons)}` : ""}`;
}

/**
 * Only a material the matching engine passes (every hard factor matches) is presented as a fit; when none
 * does, the nearest are shown with what differs, and a need without a polymer gets questions, never a list.
 */
export async function writeReply(ctx: ConversationContext): Promise<string> {
  const lang = ctx.language && REPLY_LANGUAGES[ctx.language] ? ctx.language : "en";
  const t = REPLY_LANGUAGES[lang];
  const { need, recommendations } = ctx;
  const fits = recommendations.filter((r) => r.fits);
  const near = recommendations.filter((r) => !r.fits);
  const parts: string[] = [];

  const understood = understoodLines(need, t, lang);
  parts.push(understood.length ? [t.understood, ...understood.map((l) => `- ${l}`)].join("\n") : t.nothingUnderstood);

  if (fits.length) parts.push([t.found(fits.length), ...fits.map((r) => recommendationLine(r, t))].join("\n"));
  else if (near.length) parts.push([t.close, ...near.map((r) => recommendationLine(r, t))].join("\n"), t.change);
  else if (need.materialType) parts.push(`${t.noneFits} ${t.change}`);

  const asks: string[] = [];
  if (!need.materialType) asks.push(t.askType);
  if (need.amount == null && !need.capacity) asks.push(t.askAmount);
  if (!fits.length && !need.colors.length) asks.push(t.askColor);
  if (!need.applications.length && !need.processingMethods.length) asks.push(t.askApplication);
  if (asks.length) parts.push(asks.join(" "));
  if (fits.length) parts.push(t.closing);
  return parts.join("\n\n");
}
