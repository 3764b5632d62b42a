import type { MatchableMaterial, MatchableRequest } from "../matching";
import { countedCertificates, discountedCertificates } from "./certificates";
import { compareFillers, fillersInText, materialFillers, showFillers, type FillerInfo } from "./fillers";
import { asksFoodContact, asksPackaging, requestText } from "./request-text";
import { factorOf, type RawFactor } from "./soft-factors";
import { credits } from "./weights";

/**
 * The factors a polymer engineer adds to the spec's match check (ADR 0178): food contact and fillers are hard
 * (a material failing them is no match), the packaging quota note (PPWR) is soft. Each reads the request's
 * words once per ranking (request-text.ts).
 */
export interface GradeContext {
  foodContact: boolean;
  packaging: boolean;
  fillers: FillerInfo;
  fillersShow: string[] | null;
}

export function gradeContext(req: MatchableRequest): GradeContext {
  const text = requestText(req);
  const fillers = requestFillers(req, text);
  return { foodContact: asksFoodContact(text), packaging: asksPackaging(text), fillers, fillersShow: showFillers(fillers) };
}

/** The request's fillers field when it says something ([] is "unfilled"), else what its words say. */
function requestFillers(req: MatchableRequest, text: string): FillerInfo {
  const stated = req.fillers ? materialFillers({ fillers: req.fillers }) : null;
  return stated && stated.state !== "notStated" ? stated : fillersInText(text);
}

/** The approvals that make recycled plastic fit for food contact: an EFSA-authorised or FDA-listed (LNO) process. */
export const FOOD_CONTACT_APPROVALS: readonly string[] = ["efsa", "fda"];

/** Food contact asked: only a material with an EFSA or FDA approval among its certificates passes; nothing said fails. */
export function foodContactFactor(c: GradeContext, m: MatchableMaterial): RawFactor {
  const counted = countedCertificates(m);
  const approvals = counted.filter((x) => FOOD_CONTACT_APPROVALS.includes(x));
  if (!c.foodContact) return factorOf("hard", "foodContact", "ignored", "notAsked", null, approvals.length ? approvals : null);
  if (approvals.length) return factorOf("hard", "foodContact", "match", "approved", [...FOOD_CONTACT_APPROVALS], approvals);
  // an approval the material names without a valid register record does not make it fit for food contact
  const { expired, unverified } = discountedCertificates(m, FOOD_CONTACT_APPROVALS);
  if (expired.length) return factorOf("hard", "foodContact", "mismatch", "approvalExpired", [...FOOD_CONTACT_APPROVALS], expired);
  if (unverified.length) return factorOf("hard", "foodContact", "mismatch", "approvalNotVerified", [...FOOD_CONTACT_APPROVALS], unverified);
  return factorOf("hard", "foodContact", "mismatch", "notApproved", [...FOOD_CONTACT_APPROVALS], counted.length ? counted : null);
}

/** Fillers asked (or "unfilled" asked): kind and share compared; a material that says nothing is unknown. */
export function fillerFactor(c: GradeContext, m: MatchableMaterial): RawFactor {
  const have = materialFillers(m);
  const actual = showFillers(have);
  const outcome = compareFillers(c.fillers, have);
  switch (outcome) {
    case "notAsked":
      return factorOf("hard", "filler", "ignored", "notAsked", null, actual);
    case "notStated":
      return factorOf("hard", "filler", "unknown", "notStated", c.fillersShow, null);
    case "sameFiller":
      return factorOf("hard", "filler", "match", "sameFiller", c.fillersShow, actual);
    case "shareNotStated":
      return factorOf("hard", "filler", "match", "shareNotStated", c.fillersShow, actual, credits.fillerShareNotStated);
    default:
      return factorOf("hard", "filler", "mismatch", outcome, c.fillersShow, actual);
  }
}

/**
 * PPWR: only post-consumer recycled content counts toward the packaging recycled-content targets. On a request
 * for packaging, a post-industrial or pre-consumer material is told apart (a small soft charge, and the reason
 * says it would not count toward a packaging quota).
 */
export function packagingQuotaFactor(c: GradeContext, m: MatchableMaterial): RawFactor {
  const source = m.source ?? null;
  if (!c.packaging) return factorOf("soft", "packagingQuota", "ignored", "notAsked", null, source);
  if (!source) return factorOf("soft", "packagingQuota", "unknown", "notStated", "postConsumer", null);
  return source === "postConsumer"
    ? factorOf("soft", "packagingQuota", "match", "countsTowardQuota", "postConsumer", source)
    : factorOf("soft", "packagingQuota", "mismatch", "notCountedTowardQuota", "postConsumer", source);
}
