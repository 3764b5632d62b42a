import { createHash } from "node:crypto";
import { candidateTypes, matchableRequest, passesHardFactors, rankMaterial, type MatchableMaterial } from "../../../shared/rules/matching";
import type { MatchAlertMode, NotificationKind } from "../../../shared/schemas/notification";
import type { RequestStatus } from "../../../shared/schemas/material-request";
import { now } from "../../db/audit";
import { statusesOf } from "../certificates/register";
import { getContact, listCompanyContacts } from "../contacts/records";
import { getMaterialItem, getMaterialsByIds } from "../materials";
import { getRequest, listRequestMatches, listRequests, type StoredRequest } from "../requests";
import { publish } from "../live";
import { claimOnce, createNotification, getNotification, getSettingsOf, type StoredNotification } from "./queries";
import { materialFacts, requestFacts } from "./view";
import { isConditionFailure } from "../../lib/errors";
import { sendInstant } from "./mailing";
import { defaultMode } from "./settings";

/** Who is told about one pair: the user, their address, and what they are told. */
interface Recipient {
  userId: string;
  email: string | null;
}

/** Requests still looking for material: their company is told of a new match. */
export const OPEN_STATUSES: RequestStatus[] = ["open", "in_progress", "matching_completed", "no_matches", "wait_for_confirmation"];

/** Work counted by a fan-out (the bench and the tests count it; no clock). */
export const fanoutStats = { requestsRead: 0, pairsMatched: 0, notified: 0 };

/** The notification of one pair and recipient has a fixed id, so a retried step writes the same one. */
const notificationId = (requestId: string, materialId: string, userId: string) =>
  `ntf_${createHash("sha256").update(`${requestId}\n${materialId}\n${userId}`).digest("base64url").slice(0, 24)}`;

/** A company's users (contacts with a login). */
export async function companyUsers(companyId: string): Promise<Recipient[]> {
  const out: Recipient[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCompanyContacts(companyId, { cursor, limit: 100 });
    for (const c of page.items) if (c.hasLogin) out.push({ userId: c.id, email: c.email ?? null });
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return out;
}

/**
 * Tell each recipient once about the pair: the claim (request, material, user) is put only when absent, so a
 * material or request changed again later tells nobody twice. A claim whose notification is missing (a crash
 * between the two) gets it written now; its fixed id keeps it single.
 */
async function notifyPair(kind: NotificationKind, request: StoredRequest, materialId: string, facts: object, recipients: Recipient[]) {
  const modes = await getSettingsOf(recipients.map((r) => r.userId));
  for (const r of recipients) {
    const id = notificationId(request.id, materialId, r.userId);
    const at = now();
    const claimed = await claimOnce(request.id, materialId, r.userId, id, at);
    if (!claimed && (await getNotification(id))) continue;
    const mode: MatchAlertMode = modes.get(r.userId) ?? defaultMode();
    const n: StoredNotification = {
      id,
      userId: r.userId,
      kind,
      requestId: request.id,
      materialId,
      facts,
      ...(r.email ? { email: r.email } : {}),
      mailStatus: !r.email || mode === "off" ? "none" : mode === "instant" ? "pending" : "digest",
      createdDate: at,
      updatedDate: at,
      version: 1,
    };
    try {
      await createNotification(n);
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      continue;
    }
    fanoutStats.notified++;
    await publish({ type: "notification.created", id: n.id }, { userIds: [n.userId] });
    if (n.mailStatus === "pending") await sendInstant(n);
  }
}

/**
 * A request was created or changed and its matching run wrote its matches: the companies whose materials are
 * real matches (the engine's verdict, not those needing confirmation) are told, their users each, with the
 * request's facts only. The request's own company is never told about its own materials.
 */
export async function alertsForRequest(requestId: string): Promise<{ notified: number }> {
  const before = fanoutStats.notified;
  const request = await getRequest(requestId);
  if (!request || !OPEN_STATUSES.includes(request.status)) return { notified: 0 };
  const matches = (await listRequestMatches(request.id)).filter((m) => m.isMatch);
  const materials = await getMaterialsByIds(matches.map((m) => m.materialId));
  const facts = requestFacts(request);
  for (const m of matches) {
    const material = materials.get(m.materialId);
    const companyId = material?.companyId as string | undefined;
    if (!companyId || companyId === request.companyId) continue;
    await notifyPair("requestMatchesMaterial", request, m.materialId, facts, await companyUsers(companyId));
  }
  return { notified: fanoutStats.notified - before };
}

/** Requests read per page by the material-side fan-out. */
const REQUEST_PAGE = 200;

/**
 * A material was created or changed: every open request it is a real match for (the engine's hard filter,
 * then its verdict) tells the request's company users and its assigned staff member, with the material's
 * catalogue facts only. Reads the open requests status by status, page by page (off the request path).
 */
export async function alertsForMaterial(materialId: string): Promise<{ notified: number; requestsRead: number }> {
  const before = { ...fanoutStats };
  const material = await getMaterialItem(materialId);
  if (!material) return { notified: 0, requestsRead: 0 };
  // its certificates count only as its company's register verifies them (one read of that register)
  const [candidate] = await statusesOf([
    { ...material, dataQualityLevel: material.dataQualityLevel ? material.dataQualityLevel : null } as unknown as MatchableMaterial & { companyId: string },
  ]);
  const facts = materialFacts(material);
  const users = new Map<string, Promise<Recipient[]>>();
  const usersOf = (companyId: string) => users.get(companyId) ?? users.set(companyId, companyUsers(companyId)).get(companyId)!;
  for (const status of OPEN_STATUSES) {
    let cursor: string | null = null;
    do {
      const page: { items: StoredRequest[]; cursor: string | null } = await listRequests({ status }, { cursor, limit: REQUEST_PAGE }, (items) => items);
      fanoutStats.requestsRead += page.items.length;
      for (const r of page.items) {
        if (r.companyId === candidate.companyId) continue;
        const req = matchableRequest(r);
        // the engine ranks only the candidates of the request's types (the candidate pre-filter): the same rule here
        const types = candidateTypes(req);
        if (types && !types.includes(candidate.type as string)) continue;
        if (!passesHardFactors(req)(candidate) || !rankMaterial(req, candidate).isMatch) continue;
        fanoutStats.pairsMatched++;
        const recipients = [...(await usersOf(r.companyId))];
        if (r.assigneeId && !recipients.some((x) => x.userId === r.assigneeId)) {
          const staff = await getContact(r.assigneeId);
          recipients.push({ userId: r.assigneeId, email: staff?.email ?? null });
        }
        await notifyPair("materialMatchesRequest", r, materialId, facts, recipients);
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return { notified: fanoutStats.notified - before.notified, requestsRead: fanoutStats.requestsRead - before.requestsRead };
}
