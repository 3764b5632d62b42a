/**
 * Words datasheets use for the material's categories, in English, German and some French/Spanish/Italian,
 * mapped to the stored values of marketplace.md §3. More specific patterns come first.
 */

/** Polymer names and abbreviations → material type. Blends before their parts, LLDPE before LDPE before PE. */
export const POLYMERS: [RegExp, string][] = [
  [/\bpc\s*[/+-]\s*abs\b|\bpcabs\b/, "pc/abs"],
  [/\bpc\s*[/+-]\s*pbt\b/, "pc-pbt"],
  [/\bpp\s*[/+-]\s*epdm\b|\bpp-?epdm\b|\bepdm[- ]modified pp\b/, "pp-epdm"],
  [/\bpp\s*[/+]\s*pe\b|\bpe\s*[/+]\s*pp\b|\bpo mix|\bpolyolefin mix/, "pp/pe"],
  [/\bppe\s*[/+-]\s*ps\b/, "ppe-ps"],
  [/\bppe\s*[/+-]\s*pa\b/, "ppe-pa"],
  [/\br?-?lldpe\b|\bpe-lld\b|linear low[- ]density polyethylene/, "lldpe"],
  [/\br?-?ldpe\b|\bpe-?ld\b|\bld-pe\b|\bpe-?bd\b|low[- ]density polyethylene|polyethylen niedriger dichte|poly[ée]thyl[eè]ne basse densit|polietilen[eo] (?:a |de )?(?:bassa|baja) densi|polietylen niskiej g/, "ldpe"],
  [/\br?-?mdpe\b|\bpe-md\b|medium[- ]density polyethylene/, "mdpe"],
  [/\br?-?hdpe\b|\bpe-?hd\b|\bhd-pe\b|\bpe-?ad\b|\bpead\b|high[- ]density polyethylene|polyethylen hoher dichte|poly[ée]thyl[eè]ne haute densit|polietilen[eo] (?:ad |de )?alta densi|polietylen wysokiej g/, "hdpe"],
  [/\br?-?petg\b|\bpet-g\b/, "petg"],
  [/\br?-?pet\b|polyethylene terephthalate|polyethylenterephthalat/, "pet"],
  [/\br?-?pbt\b|polybutylene terephthalate/, "pbt"],
  [/\br?-?pa\s?-?66\b|\bpa\s?6[.,/]6\b|polyamide?\s?66\b/, "pa66"],
  [/\br?-?pa\s?-?12\b|polyamide?\s?12\b/, "pa12"],
  [/\br?-?pa\s?-?6\b|polyamide?\s?6\b|nylon\s?6\b/, "pa6"],
  [/\br?-?pa\b|\bpolyamide?\b|\bnylon\b/, "pa"],
  [/\br?-?abs\b|acrylonitrile[- ]butadiene[- ]styrene/, "abs"],
  [/\basa\b|acrylonitrile[- ]styrene[- ]acrylate/, "asa"],
  [/\bsan\b|styrene[- ]acrylonitrile/, "san"],
  [/\br?-?pc\b|\bpolycarbonate?\b/, "pc"],
  [/\bpmma\b|polymethyl methacrylate|acrylic glass|plexiglas/, "pmma"],
  [/\bpom\b|polyoxymethylene|polyacetal/, "pom"],
  [/\bpvc\b|polyvinyl ?chlorid/, "pvc"],
  [/\bpvdf\b/, "pvdf"],
  [/\bpeek\b/, "peek"],
  [/\bpla\b|polylactic acid|polylactide/, "pla"],
  [/\bpbat\b/, "pbat"],
  [/\btpu\b|thermoplastic polyurethane/, "tpu"],
  [/\btpv\b/, "tpv"],
  [/\btpe\b|thermoplastic elastomer/, "tpe"],
  [/\beva\b|ethylene[- ]vinyl acetate/, "eva"],
  [/\br?-?hips\b|\br?-?gpps\b|\br?-?ps\b|\bpolystyrene?\b|\bpolystyrol\b|\bpolystyr[eè]ne\b|\bpolistiren[eo]?\b|\bpoliestireno\b/, "ps"],
  [/\br?-?pp\b|\bpp-?[hcr]\b|\bpolypropylene?\b|\bpolypropen\b|\bpolypropyl[eè]ne\b|\bpolipropilen[eo]?\b|\bpolipropylen\b/, "pp"],
  [/\br?-?pe\b|\bpolyethylene?\b|\bpolyethylen\b|\bpoly[ée]thyl[eè]ne|\bpolietilen[eo]?\b|\bpolietylen\b/, "pe"],
  [/\bpolyolefin/, "po"],
];

/**
 * Colour words in the site's languages and Dutch, with their adjective endings ("schwarzes Granulat", "noire",
 * "nera", "czarne", "zwarte"): a bare stem would miss the inflected forms a buyer writes.
 */
export const COLORS: [RegExp, string][] = [
  [/transparent|clear|glasklar|crystal|transl[uü]cent|durchsichtig|transparente?|trasparent|przezroczyst|transparant/, "transparent"],
  [/\bnatural\b|\bnatur(e|al|farben)?\b|\bnaturel(le)?s?\b|\bnatural[ei]s?\b|\bnaturaln\S*|uncoloured|uncolored|ungef[äa]rbt|\bnaturfarben\S*/, "natural"],
  [/\bmixed\b|\bmulti-?colou?r|\bbunt\b|mischfarb|\bjazz\b|various colou?rs|\bcolou?r mix|\bmelange\b|\bm[ée]lang[ée]s?\b|\bmistos?\b|\bmixtos?\b/, "mixed"],
  [/\bblack\b|\bschwarz(e|er|es|en|em)?\b|\bnoire?s?\b|\bnegr[oa]s?\b|\bner[oaie]\b|\bczarn\S*|\bzwart(e)?\b|\bpret[oa]s?\b/, "black"],
  [/\bwhite\b|\bwei(ß|ss)(e|er|es|en|em)?\b|\bblanc(he)?s?\b|\bblanc[oa]s?\b|\bbianc[oaih]e?\b|\bbia[łl]\S*|\bwit(te)?\b|\bbranc[oa]s?\b|off-white/, "white"],
  [/\bgr[ea]y\b|\bgrau(e|er|es|en|em)?\b|\bgrise?s?\b|\bgrigi[oa]?\b|\bszar\S*|\bgrijs(e)?\b|\bcinzas?\b|anthracite|anthrazit|silver/, "gray"],
  [/\bred\b|\brot(e|er|es|en|em)?\b|\brouges?\b|\broj[oa]s?\b|\bross[oaie]\b|\bczerwon\S*|\brood\b|\brode\b|\bvermelh[oa]s?\b/, "red"],
  [/\byellow\b|\bgelb(e|er|es|en|em)?\b|\bjaunes?\b|\bamarill[oa]s?\b|\bgiall[oaie]\b|żółt|\bgeel\b|\bgele\b|\bamarel[oa]s?\b/, "yellow"],
  [/\bgreen\b|\bgr(ü|ue)n(e|er|es|en|em)?\b|\bverte?s?\b|\bverd[ei]s?\b|\bzielon\S*|\bgroen(e)?\b/, "green"],
  [/\bblue\b|\bblau(e|er|es|en|em)?\b|\bbleue?s?\b|\bazul(es)?\b|\bblu\b|\bniebiesk\S*|\bblauw(e)?\b/, "blue"],
  [/\bbrown\b|\bbraun(e|er|es|en|em)?\b|\bbrun(e)?s?\b|\bmarr[oó]n\b|\bmarrone\b|br[ąa]zow|\bbruin(e)?\b|\bcastanh[oa]s?\b|beige/, "brown"],
  [/terracotta|terrakotta/, "terracotta"],
];

export const CONDITIONS: [RegExp, string][] = [
  [/regrind|mahlgut|flakes?\b|flocken|milled|ground|chips\b|broyat|molido|macinato/, "regrind"],
  [/agglomerat|densified|verdichtet/, "agglomerate"],
  [/powder|pulver|poudre|polvo/, "powder"],
  [/granul|pellet|regranulat|regenerat|compound\b|extrudat|granz/, "granules"],
];

/**
 * "post-industri…" covers English, German and French forms (industrial, Postindustrielle, post-industriels);
 * French "post-consommation" and Spanish "posconsumo" do not share "consumer".
 */
export const SOURCES: [RegExp, string][] = [
  [/post[- ]?consumer|\bpcr\b|post-verbraucher|nach gebrauch|haushaltsabf|household waste|yellow bag|gelber sack|dsd\b|post[- ]?consommation|\bpost?[- ]?consumo\b/, "postConsumer"],
  [/post[- ]?industri|\bpir\b|production (waste|scrap)|produktionsabf|industrial waste|gewerbeabf|industrieabf|(d[eé]chets|chutes) (de production|industriels)|residuos industriales/, "postIndustrial"],
  [/pre[- ]?consumer|pr[eé][- ]?consommation/, "preConsumer"],
];

export const CERTIFICATES: [RegExp, string][] = [
  [/eucertplast|eu cert ?plast/, "euCertPlast"],
  [/recyclass/, "recyClass"],
  [/\bgrs\b|global recycled standard/, "grs"],
  [/\bfda\b|food and drug administration/, "fda"],
  [/\befsa\b/, "efsa"],
  [/ocean[- ]bound|\bobp\b/, "oceanBoundPlastic"],
  [/din spec 91446/, "dinSpec91446"],
  [/din spec 91481/, "dinSpec91481"],
  [/\ben\s*18065\b/, "en18065"],
];

export const PACKAGING: [RegExp, string][] = [
  [/big[- ]?bags?|\bfibc\b|bigbag|jumbo bags?|gro(ß|ss)s(ä|ae)cke?/, "bigBags"],
  [/octabins?|octa-?bins?|oktabins?|gaylords?|octagonal boxes?|cartons? octogonal/, "octabins"],
  [/\bsilos?\b|silo truck|silofahrzeug|siloware|bulk truck|tank truck|lose im silo/, "silos"],
  [/\bsacks?\b|\bs(ä|ae)cke?\b|sackware|paper bags?|pe[- ]bags?|\b25 ?kg bags?\b|\bbags? of 25|valve bags?/, "sacks"],
];

export const PROCESSING: [RegExp, string][] = [
  [/injection mou?lding|spritzgie(ß|ss)|spritzguss|moulage par injection|inyecci[oó]n/, "injectionMolding"],
  [/blow mou?lding|extrusion blow|blasformen|extrusionsblas/, "blowMolding"],
  [/thermoform|tiefzieh/, "thermoforming"],
  [/rotational mou?lding|rotomou?lding|rotationsguss/, "rotationalMolding"],
  [/calendering|kalandrier/, "calendering"],
  [/\bextrusion\b|\bextrudier|film extrusion|pipe extrusion|sheet extrusion/, "extrusion"],
];

export const FILLERS: [RegExp, string][] = [
  [/glass[- ]?fib(re|er)s?|glasfaser|\bgf\s?-?\d{0,2}\b/, "glassFibres"],
  [/carbon[- ]?fib(re|er)s?|kohlefaser|kohlenstofffaser|\bcf\s?-?\d{0,2}\b/, "carbonFibres"],
  [/carbon black|ru(ß|ss)\b/, "carbonBlack"],
  [/talc|talkum|\btd\s?-?\d{0,2}\b/, "talcum"],
  [/calcium carbonate|calciumcarbonat|caco3|kreide|chalk/, "calciumCarbonate"],
  [/natural fib(re|er)s?|naturfaser|wood fib(re|er)|holzfaser/, "naturalFibres"],
  [/\bmica\b|glimmer/, "mica"],
  [/silica|kiesels(ä|ae)ure/, "silica"],
];

/** Country names in several languages → ISO 3166 alpha-2. */
export const COUNTRIES: Record<string, string> = {
  germany: "DE", deutschland: "DE", allemagne: "DE", alemania: "DE", germania: "DE",
  austria: "AT", österreich: "AT", oesterreich: "AT", autriche: "AT",
  switzerland: "CH", schweiz: "CH", suisse: "CH", svizzera: "CH", suiza: "CH",
  france: "FR", frankreich: "FR", francia: "FR",
  italy: "IT", italien: "IT", italia: "IT", italie: "IT",
  spain: "ES", spanien: "ES", españa: "ES", espana: "ES", espagne: "ES",
  portugal: "PT",
  netherlands: "NL", niederlande: "NL", "the netherlands": "NL", holland: "NL", "pays-bas": "NL", nederland: "NL",
  belgium: "BE", belgien: "BE", belgique: "BE", belgië: "BE",
  luxembourg: "LU", luxemburg: "LU",
  poland: "PL", polen: "PL", polska: "PL", pologne: "PL",
  "czech republic": "CZ", czechia: "CZ", tschechien: "CZ",
  slovakia: "SK", slowakei: "SK",
  hungary: "HU", ungarn: "HU",
  romania: "RO", rumänien: "RO",
  bulgaria: "BG", bulgarien: "BG",
  greece: "GR", griechenland: "GR",
  slovenia: "SI", slowenien: "SI",
  croatia: "HR", kroatien: "HR",
  denmark: "DK", dänemark: "DK", danmark: "DK",
  sweden: "SE", schweden: "SE", sverige: "SE",
  norway: "NO", norwegen: "NO", norge: "NO",
  finland: "FI", finnland: "FI", suomi: "FI",
  ireland: "IE", irland: "IE",
  "united kingdom": "GB", uk: "GB", "great britain": "GB", england: "GB", großbritannien: "GB", grossbritannien: "GB",
  "united states": "US", usa: "US", "u.s.a.": "US",
  canada: "CA", kanada: "CA", mexico: "MX",
  turkey: "TR", türkei: "TR", türkiye: "TR",
  china: "CN", india: "IN", indien: "IN", japan: "JP", "south korea": "KR", korea: "KR", vietnam: "VN", thailand: "TH", malaysia: "MY", indonesia: "ID",
  brazil: "BR", brasilien: "BR", morocco: "MA", tunisia: "TN", egypt: "EG", "south africa": "ZA", "united arab emirates": "AE", uae: "AE",
  lithuania: "LT", litauen: "LT", latvia: "LV", lettland: "LV", estonia: "EE", estland: "EE", serbia: "RS", serbien: "RS", ukraine: "UA",
};
