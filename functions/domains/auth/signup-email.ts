import { env } from "../../lib/env";
import { escapeHtml } from "../../lib/html";
import { signupTextsFor } from "./signup-texts";

export interface SignupEmail {
  subject: string;
  html: string;
  text: string;
}

const page = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

/** The code that finishes a sign-up (ADR 0159). */
export function codeEmail(code: string, validMinutes: number, language?: string): SignupEmail {
  const t = signupTextsFor(language);
  const valid = t.codeValid.replace("{minutes}", String(validMinutes));
  return {
    subject: t.codeSubject,
    html: page([
      escapeHtml(t.codeIntro),
      `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
      escapeHtml(valid),
      escapeHtml(t.signoff),
      `<span style="color:#666;font-size:12px">${escapeHtml(t.codeIgnore)}</span>`,
    ]),
    text: [t.codeIntro, "", code, "", valid, "", t.signoff, "", t.codeIgnore].join("\n"),
  };
}

/** To an address that already has a login: no code, a way back to signing in. */
export function accountExistsEmail(language?: string): SignupEmail {
  const t = signupTextsFor(language);
  const login = `${env.publicSiteUrl}/login${language ? `?language=${encodeURIComponent(language)}` : ""}`;
  return {
    subject: t.existsSubject,
    html: page([
      escapeHtml(t.existsIntro),
      `<a href="${escapeHtml(login)}">${escapeHtml(t.existsSignIn)}</a>`,
      escapeHtml(t.existsForgot),
      escapeHtml(t.signoff),
      `<span style="color:#666;font-size:12px">${escapeHtml(t.existsIgnore)}</span>`,
    ]),
    text: [t.existsIntro, "", `${t.existsSignIn}: ${login}`, "", t.existsForgot, "", t.signoff, "", t.existsIgnore].join("\n"),
  };
}
