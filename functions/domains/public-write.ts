import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { takeAttempts } from "../db/rate-limits";
import { clientIp, type Limit } from "../lib/rate-limit";

/**
 * The guard of every public write (contact-us, interests, conversations; ADR 0149). The body
 * size limit is the route's maxBodyBytes (functions/lib/handler.ts answers 413). Here: each limit counts one
 * attempt per caller address — or per the subject given — and answers 429 with Retry-After when one is
 * reached; and the honeypot. A filled honeypot counts against the limits like any attempt and is then
 * answered as a success with nothing stored or sent, so a bot learns nothing from the answer.
 */
export async function guardPublicWrite(
  event: APIGatewayProxyEventV2,
  body: { website?: string | null },
  limits: (Limit | [Limit, string])[],
): Promise<{ isBot: boolean }> {
  const ip = clientIp(event);
  await takeAttempts(limits.map((l) => (Array.isArray(l) ? l : [l, ip])));
  return { isBot: typeof body.website === "string" && body.website.trim() !== "" };
}
