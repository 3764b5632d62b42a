import type { output } from "zod/v4/core";
import { MAX_DATASHEET_BYTES, type DatasheetUpload } from "../../../shared/api/routes/datasheets";
import * as Companies from "../companies";
import { getCompany } from "../companies";
import { materialWritten, type WrittenMaterial } from "../insights";
import { datasheetExtractor, isPdf, toMaterialDraft } from "../../integrations/datasheet";
import { PdfLimitError } from "../../integrations/datasheet/pdf-limits";
import { datasheetUrl } from "../../integrations/datasheet/storage";
import { UnreadableDatasheetError } from "../../integrations/datasheet/unreadable";
import type { AuthContext } from "../../lib/auth";
import { HttpError, isConditionFailure } from "../../lib/errors";
import { earlierRecord, newId } from "../../lib/ids";
import { deleteObject, putObject } from "../../lib/s3";
import * as Catalog from "../catalog";
import * as Materials from "../materials";
import { passportUrl } from "../passports";

/**
 * The datasheets service: a material's datasheet PDF (generated from its fields, for its owner or staff, or
 * for anyone when it is listed in the catalog) and a new material read from an uploaded datasheet. It stores
 * nothing of its own: materials and their files go through the materials service.
 */

/** GET /materials/{id}/datasheet → {url} of the material's datasheet PDF (own company, or any for admins). */
export async function materialUrl(id: string, auth: AuthContext): Promise<{ url: string }> {
  const material = await Materials.toMaterial(await Materials.loadOwned(id, auth));
  const company = await getCompany(material.companyId);
  return { url: await datasheetUrl(material, company?.name ?? null, false, material.isPublic ? passportUrl(material.id) : null) };
}

/** GET /catalog/materials/{id}/datasheet → {url}; no sign-in, only for materials listed in the catalog. */
export async function catalogUrl(id: string): Promise<{ url: string }> {
  const material = await Catalog.loadListed(id);
  const company = await getCompany(material.companyId);
  return { url: await datasheetUrl(material, company?.name ?? null, true, passportUrl(material.id)) };
}

/**
 * POST /companies/{id}/material-from-datasheet: read a datasheet PDF and create a material with the fields it
 * states, owned by that company. The PDF is kept as the new material's document. A sheet that gives no
 * material (no text layer, no field, no polymer type) answers 422 on the file and stores nothing: it is read
 * before anything is written.
 */
export async function extract(companyId: string, body: output<typeof DatasheetUpload>, auth: AuthContext) {
  const company = await Companies.loadOwned(companyId, auth);
  Materials.sellerCompanyId(auth, company.id, "params.id"); // staff file it under the customer's company, never their own

  const bytes = Buffer.from(body.file, "base64");
  if (bytes.length > MAX_DATASHEET_BYTES) throw new HttpError(413, `The datasheet is larger than ${MAX_DATASHEET_BYTES / 1024 / 1024} MB`);
  if (!isPdf(bytes)) throw new HttpError(415, "The datasheet must be a PDF file");

  const engine = datasheetExtractor();
  let extraction, draft;
  try {
    extraction = await engine.extract(new Uint8Array(bytes));
    draft = toMaterialDraft(extraction.fields, body.fileName);
  } catch (e) {
    if (e instanceof UnreadableDatasheetError) throw new HttpError(422, e.message, [{ path: "body.file", message: e.message }]);
    // Too costly to read (expanded size, pages, time) says why; anything else pdf.js could not parse.
    throw new HttpError(422, e instanceof PdfLimitError ? e.message : "The PDF could not be read");
  }
  const input = { ...draft.input, ...(auth.isSuperAdmin ? {} : { internalName: draft.input.name }) };

  const materialId = newId("material");
  const documentId = newId("materialDocument");
  // A retry whose first attempt stored the material answers it (the extraction above is the same again).
  const material = (await earlierRecord(materialId, Materials.getMaterial, auth.userId)) ?? (await store());
  async function store() {
    const key = Materials.fileKey(company.id, materialId, "documents", documentId);
    await putObject(key, bytes, "application/pdf");
    const document = { id: documentId, size: bytes.length, contentType: "application/pdf", name: body.fileName };
    const created = await Materials.createMaterial({ ...input, images: [], documents: [document] } as never, company.id, auth.userId, { id: materialId }).catch(
      async (e: unknown) => {
        // Nothing names the file but the record that was not written; a failed condition means a retry of the
        // same key wrote that record (and this same file) meanwhile, so the file is kept then.
        if (!isConditionFailure(e)) await deleteObject(key).catch(() => undefined);
        throw e;
      },
    );
    await materialWritten(null, created as WrittenMaterial);
    return created;
  }
  return {
    material: Materials.materialView(material, auth),
    extracted: draft.extracted,
    dropped: draft.dropped,
    evidence: Object.fromEntries(draft.extracted.map((f) => [f, extraction.evidence[f as keyof typeof extraction.evidence]])),
    engine: engine.name,
  };
}
