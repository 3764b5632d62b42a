import type { BoothRow } from "../../../shared/schemas/booth";
import { FRAGMENT_HEAD, nameFragments } from "../../../shared/rules/company-keys";
import { FILES } from "../../../shared/api/contract";
import { now } from "../../db/audit";
import type { BoothVisitItem } from "./entity";
import { db } from "../../db/service";
import { signedGetUrl } from "../../lib/s3";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

/** booth/<photoId>: where POST /booth/upload lets the browser put a visitor's photo. */
export const boothPhotoKey = (photoId: string) => `${FILES.booth}${photoId}`;
/** A photo link in an answer lives this long; each read signs afresh. */
export const PHOTO_URL_SECONDS = 6 * 3600;

export async function toBoothRow(item: BoothVisitItem): Promise<BoothRow> {
  return {
    id: item.id,
    companyName: item.companyName,
    companyType: item.companyType,
    companyCountry: item.companyCountry ?? null,
    verified: item.verified === true,
    contactDetails: {
      personName: item.personName,
      email: item.email,
      position: item.position ?? null,
      url: item.photoId ? await signedGetUrl(boothPhotoKey(item.photoId), PHOTO_URL_SECONDS) : null,
    },
    companyId: item.companyId ?? null,
    contactId: item.contactId ?? null,
    workflowId: item.workflowId ?? null,
    createdDate: item.createdDate,
    createdBy: item.createdBy,
  };
}

/** A company type as words ("brandOwner" → "brand owner"), so the English label is found as typed. */
const typeWords = (type: string) => type.replace(/([A-Z])/g, " $1").toLowerCase();

/**
 * What q is matched against, lower-cased: one field per line, so a search text (one line) is found inside one
 * field, as the page filter's includes-match per column was.
 */
export function boothSearchText(v: Pick<BoothVisitItem, "companyName" | "personName" | "email" | "position" | "companyCountry" | "companyType">): string {
  return [v.companyName, v.personName, v.email, v.position, v.companyCountry, v.companyType, typeWords(v.companyType)].filter(Boolean).join("\n").toLowerCase();
}

/** The visitor's fragment rows (idempotent puts: a retried create writes the same rows). */
export async function writeBoothFragments(v: BoothVisitItem): Promise<void> {
  const text = boothSearchText(v);
  const rows = nameFragments(text).map((fragment) => ({ head: fragment.slice(0, FRAGMENT_HEAD), fragment, visitorId: v.id, createdDate: v.createdDate, text }));
  if (rows.length) await db().boothFragment.put(rows).go();
}

export type NewBoothVisit = Omit<BoothVisitItem, "createdDate" | "updatedDate" | "createdBy" | "verified"> & { verified?: boolean };

export async function createBoothVisit(v: NewBoothVisit, userId: string): Promise<BoothVisitItem> {
  const at = now();
  const { data } = await db()
    .boothVisit.create({ ...v, createdDate: at, updatedDate: at, createdBy: userId })
    .go();
  await writeBoothFragments(data);
  return data;
}

export async function getBoothVisit(id: string): Promise<BoothVisitItem | null> {
  const { data } = await db().boothVisit.get({ id }).go({ consistent: true });
  return data;
}

export async function patchBoothVisit(
  id: string,
  changes: Partial<Pick<BoothVisitItem, "companyId" | "contactId" | "workflowId" | "verified">>,
): Promise<BoothVisitItem> {
  const { data } = await db()
    .boothVisit.patch({ id })
    .set({ ...changes, updatedDate: now() })
    .go({ response: "all_new" });
  return data as BoothVisitItem;
}

/** /booth: newest first, one Query per page. */
export async function listBoothVisits(opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: "booth",
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [(pos) => after(db().boothVisit.query.byCreated({}) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => Promise.all((items as BoothVisitItem[]).map(toBoothRow)));
}
