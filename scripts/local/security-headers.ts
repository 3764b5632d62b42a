import type { ServerResponse } from "node:http";
import { securityHeaders } from "../../shared/http/security-headers";

/** Sets the same security headers CloudFront adds in AWS on every answer of the local server (SPA and API). */
export function withSecurityHeaders(filesOrigin: string) {
  const headers = Object.entries(securityHeaders(filesOrigin));
  return (res: ServerResponse) => {
    for (const [k, v] of headers) res.setHeader(k, v);
  };
}
