import { randomUUID } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { output } from "zod/v4/core";
import type { InterestInput, InterestListQuery, InterestReceipt } from "../../../shared/schemas/interest";
import { createInterest, getInterest, listInterests, materialLabels, toInterest } from "./queries";
import { badRequest, notFound } from "../../lib/errors";
import { guardPublicWrite } from "../public-write";
import { LIMITS } from "../../lib/rate-limit";
import { earlierRecord, newId } from "../../lib/ids";

export { toLead } from "./to-lead";
export { requestMaterial } from "./material-request";

/**
 * The interests service: what the handlers and other domains call (never ./queries or ./entity).
 * Interests (ADR 0152). Anyone may say they are interested
 * (PUT /interests, no sign-in) — through the public-write guard (ADR 0149) — in materials of the public
 * catalogue only: an unlisted or unknown id is refused like a missing one, so the route cannot probe
 * the unlisted catalogue. Staff list them and turn one into a lead.
 */

type Body = output<typeof InterestInput>;

/** What each type must name: the materials of a catalogue or price interest, the amounts of a sample request. */
function requiredParts(body: Body) {
  if (body.type === "SAMPLE" && !body.requestedSamples?.length)
    throw badRequest("Validation failed", [{ path: "body.requestedSamples", message: "Say which samples and how much" }]);
  if ((body.type === "CATALOG" || body.type === "PRICE") && !body.materials?.length)
    throw badRequest("Validation failed", [{ path: "body.materials", message: "Name at least one material" }]);
}

async function checkListed(body: Body) {
  const sampleIds = (body.requestedSamples ?? []).map((s) => s.materialId);
  const labels = await materialLabels([...(body.materials ?? []), ...sampleIds]);
  const unlisted = (ids: string[], path: string) =>
    ids.flatMap((id, i) =>
      labels.get(id)?.listed
        ? []
        : [{ path: `body.${path}.${i}${path === "requestedSamples" ? ".materialId" : ""}`, message: "No such material in the catalogue" }],
    );
  const issues = [...unlisted(body.materials ?? [], "materials"), ...unlisted(sampleIds, "requestedSamples")];
  if (issues.length) throw badRequest("Validation failed", issues);
}

export async function create(body: Body, event: APIGatewayProxyEventV2): Promise<InterestReceipt> {
  const id = newId("interest");
  const earlier = await earlierRecord(id, getInterest, PUBLIC_CREATOR);
  if (earlier) return { id, type: earlier.type };
  const { isBot } = await guardPublicWrite(event, body, [LIMITS.interestsPerIp]);
  if (isBot) return { id: randomUUID(), type: body.type };
  requiredParts(body);
  await checkListed(body);
  const { website: _honeypot, address, ...fields } = body;
  const item = await createInterest(
    {
      ...fields,
      id,
      email: body.email.toLowerCase(),
      materials: [...new Set([...(body.materials ?? []), ...(body.requestedSamples ?? []).map((s) => s.materialId)])],
      ...(address && Object.values(address).some(Boolean) ? { address } : {}),
    },
    PUBLIC_CREATOR,
  );
  return { id: item.id, type: item.type };
}

/** The creator an interest names: a visitor, no signed-in user. */
const PUBLIC_CREATOR = "public";

export function list(query: output<typeof InterestListQuery>) {
  const { type, ...page } = query;
  return listInterests(type, page);
}

export async function load(id: string) {
  const item = await getInterest(id);
  if (!item) throw notFound("Interest");
  return item;
}

export async function view(id: string) {
  const item = await load(id);
  return toInterest(item, await materialLabels(item.materials ?? []));
}
