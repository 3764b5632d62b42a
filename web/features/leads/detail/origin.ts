import { MATERIAL_REQUEST_ORIGIN_PREFIX } from "../../../../shared/schemas/lead";

/** The material request a lead was made from ("MATERIAL_REQUEST#<id>"), or null. */
export const originRequestId = (originChannel: string | null | undefined): string | null =>
  originChannel?.startsWith(MATERIAL_REQUEST_ORIGIN_PREFIX) ? originChannel.slice(MATERIAL_REQUEST_ORIGIN_PREFIX.length) || null : null;
