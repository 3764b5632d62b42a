import { env } from "../../lib/env";

/**
 * Where a material's passport is opened: the public site's /passport/{id}. Its own file, importing no domain,
 * so the datasheet PDF links its QR code here without loading the passport service.
 */
export const passportPath = (id: string) => `/passport/${encodeURIComponent(id)}`;

export const passportUrl = (id: string, site: string = env.publicSiteUrl) => `${site}${passportPath(id)}`;
