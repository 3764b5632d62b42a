import { Entity, type EntityItem } from "electrodb";
import { SERVICE } from "./company";
import { lazyEntity } from "./lazy";

/**
 * A company web page of the offline search corpus (ADR 0145): what the offline search provider answers when
 * no web search API is configured. Keyed by the site's domain, so one Query answers a company's pages (no Scan).
 */
export const WebPageEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "webPage", version: "1", service: SERVICE },
      attributes: {
        domain: { type: "string", required: true, readOnly: true },
        url: { type: "string", required: true, readOnly: true },
        title: { type: "string", required: true },
        /** The page's readable text (trimmed when stored: a search result carries at most a few KB). */
        text: { type: "string", required: true },
        updatedDate: { type: "string", required: true },
      },
      indexes: {
        byDomain: { pk: { field: "pk", composite: ["domain"] }, sk: { field: "sk", composite: ["url"] } },
      },
    }),
);

export type WebPageItem = EntityItem<typeof WebPageEntity>;
