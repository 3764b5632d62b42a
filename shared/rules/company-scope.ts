import type { Company } from "../schemas/company";

/** Spec: a company's scope is seller when a seller profile exists, otherwise buyer. Kept free of zod for the web's layout chunk. */
export const companyScope = (c: Pick<Company, "sellerProfile">): "seller" | "buyer" => (c.sellerProfile ? "seller" : "buyer");
