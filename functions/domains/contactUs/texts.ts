import type { Language } from "../../../shared/i18n/languages";

/**
 * The shortlist e-mail's fixed sentences in the site's 7 languages (the SPA's texts live in web/locales; the
 * server sends this one e-mail, so a small table here). Only these sentences, the visitor's name and our own
 * catalogue facts go into the e-mail — never the visitor's message (ADR 0148).
 */
export interface ShortlistTexts {
  subject: string;
  /** "{name}" is replaced by the (escaped) name. */
  greeting: string;
  intro: string;
  none: string;
  type: string;
  condition: string;
  color: string;
  source: string;
  amount: string;
  viscosity: string;
  /** Before the nearest materials when none fits. */
  closest: string;
  /** "Differs on: colour, amount". */
  differs: string;
  /** What the visitor could tell us when nothing fits. */
  tellUs: string;
  view: string;
  more: string;
  browse: string;
  contact: string;
  signoff: string;
  why: string;
}

export const SHORTLIST_TEXTS: Record<Language, ShortlistTexts> = {
  en: {
    subject: "Your recycled materials shortlist",
    greeting: "Hello {name},",
    intro: "Thank you for your request. Based on what you described, these materials from our catalogue may fit:",
    none: "Thank you for your request. We could not find a listed material that fits it yet; our team will review it and follow up with you personally.",
    type: "Type",
    condition: "Condition",
    color: "Colour",
    source: "Source",
    amount: "Amount",
    viscosity: "Viscosity",
    closest: "These listed materials come closest, but differ where noted:",
    differs: "Differs on",
    tellUs:
      "It helps us if you tell us the plastic type (for example HDPE, PP, PET), the quantity (tonnes once or per month), the colour and the form (granules, regrind) you need.",
    view: "View in the catalogue",
    more: "Looking for something else?",
    browse: "Browse the catalogue",
    contact: "Send another request",
    signoff: "Kind regards, the Recyclate team",
    why: "You receive this e-mail because this address was entered on our contact form. If that was not you, please ignore it.",
  },
  de: {
    subject: "Ihre Auswahl an Recyclingmaterialien",
    greeting: "Hallo {name},",
    intro: "Vielen Dank für Ihre Anfrage. Nach Ihrer Beschreibung könnten diese Materialien aus unserem Katalog passen:",
    none: "Vielen Dank für Ihre Anfrage. Wir haben noch kein gelistetes Material gefunden, das passt; unser Team prüft Ihre Anfrage und meldet sich persönlich bei Ihnen.",
    type: "Typ",
    condition: "Zustand",
    color: "Farbe",
    source: "Herkunft",
    amount: "Menge",
    viscosity: "Viskosität",
    closest: "Diese gelisteten Materialien kommen am nächsten, weichen aber wie angegeben ab:",
    differs: "Weicht ab bei",
    tellUs:
      "Es hilft uns, wenn Sie uns den Kunststoff (zum Beispiel HDPE, PP, PET), die Menge (einmalig in Tonnen oder pro Monat), die Farbe und die Form (Granulat, Mahlgut) nennen.",
    view: "Im Katalog ansehen",
    more: "Suchen Sie etwas anderes?",
    browse: "Katalog durchsuchen",
    contact: "Weitere Anfrage senden",
    signoff: "Mit freundlichen Grüßen, Ihr Recyclate-Team",
    why: "Sie erhalten diese E-Mail, weil diese Adresse in unser Kontaktformular eingegeben wurde. Falls Sie das nicht waren, ignorieren Sie sie bitte.",
  },
  es: {
    subject: "Su selección de materiales reciclados",
    greeting: "Hola {name}:",
    intro: "Gracias por su solicitud. Según lo que nos describió, estos materiales de nuestro catálogo podrían encajar:",
    none: "Gracias por su solicitud. Aún no hemos encontrado un material publicado que encaje; nuestro equipo la revisará y se pondrá en contacto con usted personalmente.",
    type: "Tipo",
    condition: "Estado",
    color: "Color",
    source: "Origen",
    amount: "Cantidad",
    viscosity: "Viscosidad",
    closest: "Estos materiales publicados son los más cercanos, pero difieren donde se indica:",
    differs: "Difiere en",
    tellUs:
      "Nos ayuda que nos indique el plástico (por ejemplo HDPE, PP, PET), la cantidad (toneladas una vez o al mes), el color y la forma (granza, molido) que necesita.",
    view: "Ver en el catálogo",
    more: "¿Busca otra cosa?",
    browse: "Explorar el catálogo",
    contact: "Enviar otra solicitud",
    signoff: "Saludos cordiales, el equipo de Recyclate",
    why: "Recibe este correo porque esta dirección se introdujo en nuestro formulario de contacto. Si no fue usted, ignórelo.",
  },
  fr: {
    subject: "Votre sélection de matières recyclées",
    greeting: "Bonjour {name},",
    intro: "Merci pour votre demande. D'après votre description, ces matières de notre catalogue pourraient convenir :",
    none: "Merci pour votre demande. Nous n'avons pas encore trouvé de matière publiée qui convienne ; notre équipe va l'étudier et reviendra vers vous personnellement.",
    type: "Type",
    condition: "État",
    color: "Couleur",
    source: "Provenance",
    amount: "Quantité",
    viscosity: "Viscosité",
    closest: "Ces matières publiées sont les plus proches, mais diffèrent là où c'est indiqué :",
    differs: "Diffère pour",
    tellUs:
      "Il nous aide de connaître le plastique (par exemple HDPE, PP, PET), la quantité (en tonnes, une fois ou par mois), la couleur et la forme (granulés, broyé) dont vous avez besoin.",
    view: "Voir dans le catalogue",
    more: "Vous cherchez autre chose ?",
    browse: "Parcourir le catalogue",
    contact: "Envoyer une autre demande",
    signoff: "Cordialement, l'équipe Recyclate",
    why: "Vous recevez cet e-mail parce que cette adresse a été saisie dans notre formulaire de contact. Si ce n'était pas vous, ignorez-le.",
  },
  it: {
    subject: "La sua selezione di materiali riciclati",
    greeting: "Buongiorno {name},",
    intro: "Grazie per la sua richiesta. In base a quanto descritto, questi materiali del nostro catalogo potrebbero fare al caso suo:",
    none: "Grazie per la sua richiesta. Non abbiamo ancora trovato un materiale pubblicato adatto; il nostro team la esaminerà e la contatterà personalmente.",
    type: "Tipo",
    condition: "Condizione",
    color: "Colore",
    source: "Provenienza",
    amount: "Quantità",
    viscosity: "Viscosità",
    closest: "Questi materiali pubblicati sono i più vicini, ma differiscono dove indicato:",
    differs: "Differisce per",
    tellUs:
      "Ci aiuta sapere la plastica (per esempio HDPE, PP, PET), la quantità (tonnellate una tantum o al mese), il colore e la forma (granulo, macinato) di cui ha bisogno.",
    view: "Vedi nel catalogo",
    more: "Cerca qualcos'altro?",
    browse: "Sfoglia il catalogo",
    contact: "Invia un'altra richiesta",
    signoff: "Cordiali saluti, il team Recyclate",
    why: "Riceve questa e-mail perché questo indirizzo è stato inserito nel nostro modulo di contatto. Se non è stato lei, la ignori.",
  },
  pl: {
    subject: "Twoja lista materiałów z recyklingu",
    greeting: "Dzień dobry {name},",
    intro: "Dziękujemy za zapytanie. Na podstawie opisu te materiały z naszego katalogu mogą pasować:",
    none: "Dziękujemy za zapytanie. Nie znaleźliśmy jeszcze pasującego materiału w katalogu; nasz zespół je przejrzy i skontaktuje się osobiście.",
    type: "Typ",
    condition: "Stan",
    color: "Kolor",
    source: "Pochodzenie",
    amount: "Ilość",
    viscosity: "Lepkość",
    closest: "Te opublikowane materiały są najbliższe, ale różnią się tam, gdzie wskazano:",
    differs: "Różni się pod względem",
    tellUs:
      "Pomoże nam, jeśli poda Pan/Pani rodzaj tworzywa (na przykład HDPE, PP, PET), ilość (tony jednorazowo lub miesięcznie), kolor i postać (granulat, przemiał).",
    view: "Zobacz w katalogu",
    more: "Szukasz czegoś innego?",
    browse: "Przeglądaj katalog",
    contact: "Wyślij kolejne zapytanie",
    signoff: "Z pozdrowieniami, zespół Recyclate",
    why: "Otrzymujesz tę wiadomość, ponieważ ten adres został wpisany w naszym formularzu kontaktowym. Jeśli to nie Ty, zignoruj ją.",
  },
  pt: {
    subject: "A sua seleção de materiais reciclados",
    greeting: "Olá {name},",
    intro: "Obrigado pelo seu pedido. Com base no que descreveu, estes materiais do nosso catálogo podem servir:",
    none: "Obrigado pelo seu pedido. Ainda não encontrámos um material publicado adequado; a nossa equipa vai analisá-lo e entrará em contacto consigo pessoalmente.",
    type: "Tipo",
    condition: "Condição",
    color: "Cor",
    source: "Origem",
    amount: "Quantidade",
    viscosity: "Viscosidade",
    closest: "Estes materiais publicados são os mais próximos, mas diferem onde indicado:",
    differs: "Difere em",
    tellUs:
      "Ajuda-nos se indicar o plástico (por exemplo HDPE, PP, PET), a quantidade (toneladas de uma vez ou por mês), a cor e a forma (granulado, moído) de que precisa.",
    view: "Ver no catálogo",
    more: "Procura outra coisa?",
    browse: "Explorar o catálogo",
    contact: "Enviar outro pedido",
    signoff: "Com os melhores cumprimentos, a equipa Recyclate",
    why: "Recebe este e-mail porque este endereço foi introduzido no nosso formulário de contacto. Se não foi você, ignore-o.",
  },
};

export const textsFor = (language: string | null | undefined): ShortlistTexts =>
  SHORTLIST_TEXTS[(language ?? "en") as keyof typeof SHORTLIST_TEXTS] ?? SHORTLIST_TEXTS.en;
