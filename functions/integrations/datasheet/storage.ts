import type { Material } from "../../../shared/schemas/material";
import { datasheetPrefix } from "../../domains/materials";
import { headObject, putObject, signedGetUrl } from "../../lib/s3";

/** Links to a datasheet stay valid this long; each request signs a fresh one. */
export const DATASHEET_URL_SECONDS = 3600;

/** One stored PDF per material version and view: an edit makes a new version and so a new sheet. */
export const datasheetKey = (m: Pick<Material, "id" | "version">, publicView: boolean) =>
  `${datasheetPrefix(m.id)}v${m.version}-${publicView ? "public" : "full"}.pdf`;

const fileName = (m: Pick<Material, "name">) =>
  `${
    m.name
      .replace(/[^\p{L}\p{N} ._-]+/gu, " ")
      .trim()
      .replace(/\s+/g, "_")
      .slice(0, 80) || "datasheet"
  }_TDS.pdf`;

/**
 * The datasheet's download link, generating and storing the PDF only when this version has none yet. A listed
 * material's sheet carries its passport's QR code (`passportUrl`; listing or unlisting makes a new version).
 */
export async function datasheetUrl(material: Material, companyName: string | null, publicView: boolean, passportUrl: string | null): Promise<string> {
  const key = datasheetKey(material, publicView);
  if (!(await headObject(key))) {
    // pdf-lib is imported on this path only: the routes that serve a stored sheet never parse or build it.
    const { generateDatasheetPdf } = await import("./generate-pdf");
    const pdf = await generateDatasheetPdf({ material, companyName, generatedAt: new Date(), publicView, passportUrl });
    await putObject(key, pdf, "application/pdf");
  }
  return signedGetUrl(key, DATASHEET_URL_SECONDS, { fileName: fileName(material), inline: true });
}
