import type { CertificateFacts, MaterialFacts, Notification, RequestFacts } from "../../../shared/schemas/notification";
import type { StoredNotification } from "./queries";

/** What a buyer may see of another company's material: its catalogue facts, never the company or internal fields. */
export function materialFacts(m: { name?: unknown; type?: unknown; color?: unknown; condition?: unknown; countryOfOrigin?: unknown }): MaterialFacts {
  const s = (v: unknown) => (typeof v === "string" && v ? v : null);
  return { name: s(m.name) ?? "", type: s(m.type) ?? "", color: s(m.color), condition: s(m.condition), countryOfOrigin: s(m.countryOfOrigin) };
}

/**
 * What a seller may see of another company's request: the material it asks for, never the buyer's company,
 * contact or free text (a description may name the buyer).
 */
export function requestFacts(r: {
  materialType?: string | null;
  amount?: number | null;
  colors?: string[] | null;
  conditions?: string[] | null;
}): RequestFacts {
  return { materialType: r.materialType ?? null, amount: r.amount ?? null, colors: [...(r.colors ?? [])], conditions: [...(r.conditions ?? [])] };
}

/** The one place a notification answer is shaped: a buyer is shown their own request's id, a seller their own material's. */
export function notificationView(n: StoredNotification): Notification {
  const certificate = n.kind === "certificateExpiry";
  const buyer = n.kind === "materialMatchesRequest";
  const seller = n.kind === "requestMatchesMaterial";
  return {
    id: n.id,
    kind: n.kind,
    requestId: buyer ? (n.requestId ?? null) : null,
    materialId: seller ? (n.materialId ?? null) : null,
    material: buyer ? (n.facts as MaterialFacts) : null,
    request: seller ? (n.facts as RequestFacts) : null,
    certificate: certificate ? (n.facts as CertificateFacts) : null,
    read: Boolean(n.readDate),
    createdDate: n.createdDate,
  };
}
