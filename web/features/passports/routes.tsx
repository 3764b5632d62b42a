import { PUBLIC_NS, publicPage, type FeatureRoutes } from "../../app/page";

/** The product passport: public, no menu entry (the datasheet's QR code and the catalogue link to it). */
export const routes: FeatureRoutes = {
  anyone: [{ path: "passport/:id", ...publicPage(() => import("./pages/PassportPage"), [...PUBLIC_NS, "passports", "properties"]) }],
};
