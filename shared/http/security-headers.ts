/**
 * The browser security headers, one definition for CloudFront's response-headers policy (infra/stacks/web.ts)
 * and the local server (scripts/local/security-headers.ts). ADR 0085 records the choices.
 */

/** HSTS: two years, subdomains included (the app owns its domain). */
export const HSTS_SECONDS = 63_072_000;

/**
 * Content-Security-Policy. Scripts only from our own origin (the esbuild bundle and its chunks; index.html
 * has no inline script). Styles allow 'unsafe-inline' because Chakra UI's emotion injects <style> elements at
 * runtime and sets style attributes; script injection stays closed, which is what CSP is for here.
 * `filesOrigin` is the files bucket (presigned image GETs and upload PUTs go straight to S3 from the browser);
 * `liveOrigin` the live socket API's host in AWS (wss://…), which is not the site's; locally 'self' serves it.
 */
export function contentSecurityPolicy(filesOrigin: string, liveOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${filesOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${filesOrigin}${liveOrigin ? ` ${liveOrigin}` : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Every header, as the local server sends them (CloudFront sets the same through its policy's typed fields). */
export function securityHeaders(filesOrigin: string): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(filesOrigin),
    "strict-transport-security": `max-age=${HSTS_SECONDS}; includeSubDomains`,
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };
}

/**
 * The contract PDF (GET /api/deals/{id}/contract, ADR 0140) is shown in an <iframe> of the deal page, so it
 * is the one answer the app's own pages may frame: frame-ancestors 'self' and SAMEORIGIN instead of 'none'
 * and DENY. Nothing else is loosened: the PDF itself may load nothing (default-src 'none').
 */
export const CONTRACT_PDF_PATH = "/deals/*/contract";
export function contractPdfCsp(): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}
export function contractPdfHeaders(): Record<string, string> {
  return { "content-security-policy": contractPdfCsp(), "x-frame-options": "SAMEORIGIN" };
}
