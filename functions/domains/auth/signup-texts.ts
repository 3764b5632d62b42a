import type { Language } from "../../../shared/i18n/languages";

/**
 * The two sign-up e-mails' fixed sentences in the site's 7 languages (ADR 0159). Nothing the requester typed
 * goes into them (not even a name), so the form cannot carry someone's text to a third party's inbox.
 */
export interface SignupTexts {
  codeSubject: string;
  codeIntro: string;
  /** "{minutes}" is replaced. */
  codeValid: string;
  codeIgnore: string;
  existsSubject: string;
  existsIntro: string;
  existsSignIn: string;
  existsForgot: string;
  existsIgnore: string;
  signoff: string;
}

export const SIGNUP_TEXTS: Record<Language, SignupTexts> = {
  en: {
    codeSubject: "Your code to finish signing up",
    codeIntro: "Use this code to finish signing up to the Recyclate marketplace:",
    codeValid: "The code is valid for {minutes} minutes.",
    codeIgnore: "If you did not sign up, you can ignore this e-mail: without the code no account is made.",
    existsSubject: "You already have an account",
    existsIntro: "Someone just tried to sign up to the Recyclate marketplace with this e-mail address, which already has an account.",
    existsSignIn: "Sign in",
    existsForgot: "If you forgot your password, please contact our support team.",
    existsIgnore: "If that was not you, you can ignore this e-mail: nothing has changed.",
    signoff: "Kind regards, the Recyclate team",
  },
  de: {
    codeSubject: "Ihr Code zum Abschluss der Registrierung",
    codeIntro: "Mit diesem Code schließen Sie Ihre Registrierung beim Recyclate-Marktplatz ab:",
    codeValid: "Der Code ist {minutes} Minuten gültig.",
    codeIgnore: "Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren: Ohne den Code wird kein Konto angelegt.",
    existsSubject: "Sie haben bereits ein Konto",
    existsIntro:
      "Soeben hat jemand versucht, sich mit dieser E-Mail-Adresse beim Recyclate-Marktplatz zu registrieren. Für diese Adresse besteht bereits ein Konto.",
    existsSignIn: "Anmelden",
    existsForgot: "Wenn Sie Ihr Passwort vergessen haben, wenden Sie sich bitte an unser Support-Team.",
    existsIgnore: "Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Es hat sich nichts geändert.",
    signoff: "Mit freundlichen Grüßen, Ihr Recyclate-Team",
  },
  es: {
    codeSubject: "Su código para completar el registro",
    codeIntro: "Use este código para completar su registro en el marketplace de Recyclate:",
    codeValid: "El código es válido durante {minutes} minutos.",
    codeIgnore: "Si no se ha registrado, puede ignorar este correo: sin el código no se crea ninguna cuenta.",
    existsSubject: "Ya tiene una cuenta",
    existsIntro: "Alguien acaba de intentar registrarse en el marketplace de Recyclate con esta dirección de correo, que ya tiene una cuenta.",
    existsSignIn: "Iniciar sesión",
    existsForgot: "Si ha olvidado su contraseña, póngase en contacto con nuestro equipo de soporte.",
    existsIgnore: "Si no fue usted, puede ignorar este correo: no ha cambiado nada.",
    signoff: "Saludos cordiales, el equipo de Recyclate",
  },
  fr: {
    codeSubject: "Votre code pour terminer l'inscription",
    codeIntro: "Utilisez ce code pour terminer votre inscription sur la place de marché Recyclate :",
    codeValid: "Le code est valable {minutes} minutes.",
    codeIgnore: "Si vous ne vous êtes pas inscrit, ignorez cet e-mail : sans le code, aucun compte n'est créé.",
    existsSubject: "Vous avez déjà un compte",
    existsIntro: "Quelqu'un vient d'essayer de s'inscrire sur la place de marché Recyclate avec cette adresse e-mail, qui a déjà un compte.",
    existsSignIn: "Se connecter",
    existsForgot: "Si vous avez oublié votre mot de passe, veuillez contacter notre équipe d'assistance.",
    existsIgnore: "Si ce n'était pas vous, ignorez cet e-mail : rien n'a changé.",
    signoff: "Cordialement, l'équipe Recyclate",
  },
  it: {
    codeSubject: "Il suo codice per completare la registrazione",
    codeIntro: "Usi questo codice per completare la registrazione al marketplace Recyclate:",
    codeValid: "Il codice è valido per {minutes} minuti.",
    codeIgnore: "Se non si è registrato, può ignorare questa e-mail: senza il codice non viene creato alcun account.",
    existsSubject: "Ha già un account",
    existsIntro: "Qualcuno ha appena provato a registrarsi al marketplace Recyclate con questo indirizzo e-mail, che ha già un account.",
    existsSignIn: "Accedi",
    existsForgot: "Se ha dimenticato la password, contatti il nostro team di assistenza.",
    existsIgnore: "Se non è stato lei, può ignorare questa e-mail: non è cambiato nulla.",
    signoff: "Cordiali saluti, il team Recyclate",
  },
  pl: {
    codeSubject: "Twój kod do dokończenia rejestracji",
    codeIntro: "Użyj tego kodu, aby dokończyć rejestrację na platformie Recyclate:",
    codeValid: "Kod jest ważny przez {minutes} minut.",
    codeIgnore: "Jeśli to nie Ty się rejestrujesz, zignoruj tę wiadomość: bez kodu konto nie powstanie.",
    existsSubject: "Masz już konto",
    existsIntro: "Ktoś właśnie próbował zarejestrować się na platformie Recyclate przy użyciu tego adresu e-mail, dla którego istnieje już konto.",
    existsSignIn: "Zaloguj się",
    existsForgot: "Jeśli nie pamiętasz hasła, skontaktuj się z naszym zespołem wsparcia.",
    existsIgnore: "Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieniło.",
    signoff: "Z pozdrowieniami, zespół Recyclate",
  },
  pt: {
    codeSubject: "O seu código para concluir o registo",
    codeIntro: "Utilize este código para concluir o registo no marketplace Recyclate:",
    codeValid: "O código é válido durante {minutes} minutos.",
    codeIgnore: "Se não se registou, pode ignorar este e-mail: sem o código não é criada nenhuma conta.",
    existsSubject: "Já tem uma conta",
    existsIntro: "Alguém acabou de tentar registar-se no marketplace Recyclate com este endereço de e-mail, que já tem uma conta.",
    existsSignIn: "Iniciar sessão",
    existsForgot: "Se se esqueceu da palavra-passe, contacte a nossa equipa de apoio.",
    existsIgnore: "Se não foi você, pode ignorar este e-mail: nada mudou.",
    signoff: "Com os melhores cumprimentos, a equipa Recyclate",
  },
};

export const signupTextsFor = (language: string | null | undefined): SignupTexts => SIGNUP_TEXTS[(language ?? "en") as Language] ?? SIGNUP_TEXTS.en;
