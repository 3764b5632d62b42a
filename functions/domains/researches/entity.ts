import { Entity, type EntityItem } from "electrodb";
import { researchStatuses } from "../../../shared/schemas/enums";
import { createdAttributes } from "../../db/audit";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { ResearchCreate, ResearchFeedback } from "../../../shared/schemas/research";
import { storedSchemasOf } from "../define";

/**
 * A company research. Keyed by id; an index by company, newest first, makes
 * the researches tab one Query. The result is written by the
 * workflow's steps (facts, then evaluation, then the report); the status tells how far it got.
 */
export const ResearchEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "research", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", required: true, readOnly: true },
        status: { type: researchStatuses, required: true },
        companyName: { type: "string", required: true, readOnly: true },
        userNotes: { type: "string", readOnly: true },
        result: { type: "any" },
        /** What GatherFacts read (functions/integrations/ai CompanyFacts, texts trimmed), for Evaluate and WriteReport (ADR 0144). */
        facts: { type: "any" },
        userFeedback: { type: "string" },
        error: { type: "string" },
        workflowId: { type: "string" },
        completedDate: { type: "string" },
        ...createdAttributes,
      },
      indexes: {
        /** Get by id (strongly consistent: a workflow step reads what the starter has just written). */
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** The researches tab: a company's researches, newest first. */
        byCompany: { index: "gsi1", pk: { field: "gsi1pk", composite: ["companyId"] }, sk: { field: "gsi1sk", composite: ["createdDate", "id"] } },
      },
    }),
);

export type ResearchItem = EntityItem<typeof ResearchEntity>;

/** The domain's entities, registered with the table through functions/domains/entities.ts. */
export const entities = { research: ResearchEntity };

/** What the two research routes store (the feedback route names the research by its id and company). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, { research: [ResearchCreate, ResearchFeedback] });
