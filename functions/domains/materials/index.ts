import { SYSTEM_ACTOR } from "../../db/audit-log";
import type { output } from "zod/v4/core";
import type { MaterialCreate, MaterialListQuery, MaterialUpdate } from "../../../shared/schemas/material";
import { checkNewFiles, deleteMaterialFiles, presignMaterialUpload, type FileKind } from "./files";
import { createMaterial, deleteMaterial, getMaterial, getMaterialItem, listCompanyMaterialIds, toMaterial, updateMaterial, type MaterialItem } from "./queries";
import { assertCompanyAccess, type AuthContext } from "../../lib/auth";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { materialWritten, type WrittenMaterial } from "../insights";
import { companyForChild, keepChild } from "../companies/live";
import { companyIdsMatching, listAllMaterials, listCompanyMaterials } from "./queries-lists";
import { sellerCompanyId } from "./owner";
import { materialView } from "./view";
import { earlierRecord, newId } from "../../lib/ids";
import { logger } from "../../lib/logger";
import { startWorkflow } from "../../lib/workflows";

export { sellerCompanyId } from "./owner";
export { MATERIAL_STAFF_FIELDS, materialView, publicMaterialView, type MaterialView } from "./view";
/** Stored materials as other domains, the seed and the benches read and write them (no access check: the caller's). */
export { createMaterial, getMaterial, getMaterialItem, listCompanyMaterialIds, newMaterialItem, toMaterial, type MaterialItem } from "./queries";
/** Lists: a company's materials, the admin list, the catalogue, listed ones by id, and names by id (other domains' views). */
export { attachCompanies, getMaterialsByIds, listAllMaterials, listCompanyMaterials, listPublicMaterials, publicListItemsByIds } from "./queries-lists";
/** The matching engine's candidates (a request's matching run) and the materials outreach and recommendations pick from. */
export { loadCandidates, type Candidate } from "./queries-candidates";
export { companyMatchableMaterials, listedMaterialsOfType, newestListedMaterials, type OutreachCandidate } from "./queries-outreach";
/** Where a material's files and generated datasheets are stored. */
export { datasheetPrefix, fileKey, materialPrefix } from "./files";

/**
 * The materials service: what other domains, handlers, workflows and scripts call (never ./queries*, ./entity).
 * Materials: who may read and change which product, and what they see of it; and the reads other domains need
 * (the matching engine's candidates, outreach and recommendation picks, the catalogue, names by id).
 */

const CATALOG_ADMIN_ONLY = "Only super admins may list materials in the public catalog";

/**
 * The warehouse service, loaded on first use: the warehouse reads its records' materials through this service,
 * so the two must not import each other at load time.
 */
const warehouse = () => import("../warehouse");

/**
 * Start the match alerts of a new or changed material (the notifications domain's materialAlerts workflow, off
 * the request path). A start that fails is logged, not answered: the material is saved either way.
 */
async function startAlerts(materialId: string): Promise<void> {
  try {
    await startWorkflow("materialAlerts", { materialId });
  } catch (e) {
    logger.error("could not start the material alerts", { materialId, error: e instanceof Error ? e.message : String(e) });
  }
}

/** The stored material, if the caller's company owns it (or the caller is staff); 404 otherwise. */
export async function loadOwned(id: string, auth: AuthContext): Promise<MaterialItem> {
  const item = await getMaterialItem(id);
  if (!item) throw notFound("Material");
  assertCompanyAccess(auth, item.companyId, "Material");
  return item;
}

/** GET /materials. Ordinary users: their company's materials. Super admins: every material, with the admin list's filters. */
export async function list(query: Partial<output<typeof MaterialListQuery>>, auth: AuthContext) {
  const { cursor, limit, companyVerified, score, assignee, ...filters } = query;
  if (!auth.isSuperAdmin) {
    if (!auth.companyId) return { items: [], cursor: null };
    return listCompanyMaterials(auth.companyId, filters, { cursor, limit, staff: false });
  }
  const companyIds = await companyIdsMatching({ companyVerified, score, assignee });
  return listAllMaterials(filters, { cursor, limit, companyIds });
}

export async function get(id: string, auth: AuthContext) {
  return materialView(await toMaterial(await loadOwned(id, auth)), auth);
}

/**
 * Ordinary users create for their own company; the name is copied into the internal name and the material
 * is not listed. Super admins name the customer company (never their own: sellerCompanyId) and may set
 * internal name and catalog listing.
 * Files are attached by an update after their upload (the material must exist to own them).
 */
export async function create(body: output<typeof MaterialCreate>, auth: AuthContext) {
  const id = newId("material");
  const earlier = await earlierRecord(id, getMaterial, auth.userId);
  if (earlier) return materialView(earlier, auth);
  const { companyId: requested, ...input } = body;
  const companyId = sellerCompanyId(auth, requested, "body.companyId");
  // the caller's own company too: it may be being deleted
  if (!(await companyForChild(companyId))) {
    if (auth.isSuperAdmin && requested) throw badRequest("Validation failed", [{ path: "body.companyId", message: "Company not found" }]);
    throw notFound("Company");
  }
  if (!auth.isSuperAdmin) {
    if (input.isPublic) throw forbidden(CATALOG_ADMIN_ONLY);
    input.internalName = input.name;
    input.isPublic = false;
  }
  const created = await createMaterial({ ...input, images: [], documents: [] }, companyId, auth.userId, { id });
  await materialWritten(null, created as WrittenMaterial);
  // after the counters. A material this new has no files: the undo takes the record off the counters (once)
  // and needs no file access the route would otherwise not have.
  await keepChild(companyId, async () => {
    if ((await deleteMaterial(created.id)) === "removed") await materialWritten(created as WrittenMaterial, null);
    await (await warehouse()).forgetMaterial(created.id);
  });
  await startAlerts(created.id);
  return materialView(created, auth);
}

/** Versioned partial update; ordinary users cannot change the catalog listing or the internal name. */
export async function update(id: string, body: output<typeof MaterialUpdate>, auth: AuthContext) {
  const existing = await loadOwned(id, auth);
  const { version, ...changes } = body;
  if (!auth.isSuperAdmin) {
    if (changes.isPublic !== undefined && changes.isPublic !== (existing.isPublic === true)) throw forbidden(CATALOG_ADMIN_ONLY);
    delete changes.isPublic;
    delete changes.internalName;
  }
  const files = await checkNewFiles(existing, changes);
  const updated = await updateMaterial(id, { ...changes, ...files }, auth.userId, version, existing);
  if (!updated) throw notFound("Material");
  await materialWritten(existing as WrittenMaterial, updated as WrittenMaterial);
  await startAlerts(updated.id);
  return materialView(updated, auth);
}

/**
 * Deletes the material's files and generated datasheets, its warehouse record, then the record itself (each
 * step idempotent, no transaction). File storage being down is a 503 with the record still there, so a retry
 * (or the company delete's resumption) finds the material and finishes: no file is left that nothing names.
 */
export async function remove(id: string, auth: AuthContext): Promise<void> {
  const existing = await loadOwned(id, auth);
  await purge(id, existing.companyId, existing, auth.userId);
}

/** Times a delete starts over after updates changed the material under it before it refuses (409). */
const PURGE_ATTEMPTS = 3;

/**
 * A material with its uploads, datasheets and warehouse record (also the company delete's step): the files
 * first and the record last, so whatever fails part-way leaves the record that leads a retry to the rest. The
 * record goes only in the version whose files were deleted: an update that attached a file meanwhile makes
 * the delete start over. The analytics counters and price observations follow (`existing` saves a read when
 * the caller has it).
 */
export async function purge(id: string, companyId: string, existing?: MaterialItem, actor: string = SYSTEM_ACTOR): Promise<void> {
  let stored = existing ?? (await getMaterialItem(id));
  for (let attempt = 1; attempt <= PURGE_ATTEMPTS; attempt++) {
    await deleteMaterialFiles(companyId, id);
    await (await warehouse()).forgetMaterial(id);
    const removed = await deleteMaterial(id, stored?.version, stored ? { before: stored, actor } : undefined);
    if (removed !== "changed") {
      // Counted once: only the delete that removed the record takes it off the counters.
      if (removed === "removed" && stored) await materialWritten(stored as WrittenMaterial, null);
      return;
    }
    stored = await getMaterialItem(id);
  }
  throw conflict("The material kept changing while it was being deleted; try again");
}

/** A company's materials with their files (the company delete's step); `each` runs after every material. */
export async function purgeCompanyMaterials(companyId: string, each?: () => void): Promise<void> {
  for (const id of await listCompanyMaterialIds(companyId)) {
    await purge(id, companyId);
    each?.();
  }
}

/** A presigned PUT for one of the material's images or documents (415/413 from the file rules). */
export async function presignUpload(id: string, kind: FileKind, body: { contentType: string; size?: number; name?: string }, auth: AuthContext) {
  return presignMaterialUpload(await loadOwned(id, auth), kind, body);
}
