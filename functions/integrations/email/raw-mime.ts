import { randomBytes } from "node:crypto";

/** A header value in RFC 2047 encoded-word form when it holds anything beyond printable ASCII. */
const headerText = (v: string) => (/^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v, "utf8").toString("base64")}?=`);

/** Base64 folded at 76 characters, as MIME bodies are. */
const base64Lines = (s: string) =>
  (
    Buffer.from(s, "utf8")
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");

export interface RawMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text?: string;
  /** Extra headers (List-Unsubscribe, …): names and values of printable ASCII, no line breaks. */
  headers: Record<string, string>;
}

/**
 * A MIME message (multipart/alternative: text and HTML, each base64) with extra headers, for SES's
 * SendRawEmail: the one way to set headers such as List-Unsubscribe on a mail.
 */
export function rawMime(m: RawMail): string {
  const boundary = `b_${randomBytes(12).toString("hex")}`;
  const extra = Object.entries(m.headers).map(([k, v]) => {
    if (!/^[A-Za-z0-9-]+$/.test(k) || /[\r\n]/.test(v)) throw new Error(`invalid mail header ${k}`);
    return `${k}: ${v}`;
  });
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=UTF-8`, "Content-Transfer-Encoding: base64", "", base64Lines(body)].join("\r\n");
  return [
    `From: ${m.from}`,
    `To: ${m.to.join(", ")}`,
    `Subject: ${headerText(m.subject)}`,
    "MIME-Version: 1.0",
    ...extra,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    ...(m.text ? [part("text/plain", m.text)] : []),
    part("text/html", m.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
