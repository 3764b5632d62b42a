import useSWR from "swr";
import type { ContactUsInput } from "../../../shared/schemas/contact-us";
import { call } from "../../lib/api";

/**
 * The public side's calls. All go without a token (anonymous): a visitor has none, and a signed-in user sees
 * the same public answer, so no refresh round trip is made for them.
 */
/** Three rows of three on a desktop. */
export const CATALOG_PAGE_SIZE = 9;
export const NEWEST_COUNT = 6;

export const usePublicMaterials = (query: { cursor?: string; type?: string; limit: number }) =>
  useSWR(["public-materials", query.cursor ?? "", query.type ?? "", query.limit], () =>
    call("GET /public-materials", { query: { cursor: query.cursor, type: query.type as never, limit: query.limit }, anonymous: true }),
  );

export const useCatalogMaterial = (id: string) =>
  useSWR(["catalog-material", id], () => call("GET /catalog/materials/{id}", { params: { id }, anonymous: true }), { shouldRetryOnError: false });

export const catalogDatasheet = (id: string) => call("GET /catalog/materials/{id}/datasheet", { params: { id }, anonymous: true });

export const submitContactUs = (body: ContactUsInput) => call("POST /contact-us", { body, anonymous: true });
