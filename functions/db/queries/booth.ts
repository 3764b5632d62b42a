import type { BoothRow } from "../../../shared/schemas/booth";
import { FILES } from "../../../shared/api/contract";
import { now } from "../audit";
import type { BoothVisitItem } from "../entities/booth-visit";
import { db } from "../service";
import { signedGetUrl } from "../../lib/s3";
import { after, orderedPage, type OrderedList, type PageOpts } from "./ordered-lists";

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

export type NewBoothVisit = Omit<BoothVisitItem, "createdDate" | "updatedDate" | "createdBy" | "verified"> & { verified?: boolean };

export async function createBoothVisit(v: NewBoothVisit, userId: string): Promise<BoothVisitItem> {
  const at = now();
  const { data } = await db().boothVisit.create({ ...v, createdDate: at, updatedDate: at, createdBy: userId }).go();
  return data;
}

export async function getBoothVisit(id: string): Promise<BoothVisitItem | null> {
  const { data } = await db().boothVisit.get({ id }).go({ consistent: true });
  return data;
}

export async function patchBoothVisit(id: string, changes: Partial<Pick<BoothVisitItem, "companyId" | "contactId" | "workflowId" | "verified">>): Promise<BoothVisitItem> {
  const { data } = await db().boothVisit.patch({ id }).set({ ...changes, updatedDate: now() }).go({ response: "all_new" });
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
