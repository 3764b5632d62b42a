import { materialTypes, processingMethods } from "../../../shared/schemas/material-enums";
import { createInterest } from "./queries";
import type { MaterialNeed } from "../../integrations/ai";
import { isConditionFailure } from "../../lib/errors";
import { hashedUuid } from "../../lib/stable-id";

/**
 * A need nothing in the catalogue fits, kept for staff as an interest of type MATERIAL_REQUEST (listed at
 * /interests, "All"; one click turns it into a lead): who asked, their text and what was read from it. Its id
 * derives from the source record's, so a retried step finds the interest its first attempt stored instead of
 * storing a second one.
 */
export interface MaterialRequestSource {
  /** What the need came from ("contactRequest") and that record's id. */
  kind: string;
  id: string;
  email: string;
  companyName?: string;
  personName?: string;
  message: string;
  language?: string;
}

/** The creator a material request names: the contact-us workflow, no signed-in user. */
const CREATOR = "contactUs";

const known = <T extends string>(values: readonly T[], v: string[]) => v.filter((x): x is T => (values as readonly string[]).includes(x));

export async function requestMaterial(src: MaterialRequestSource, need: MaterialNeed): Promise<string> {
  const id = hashedUuid(["recyclate.materialRequest.v1", src.kind, src.id].join("\u0000"), 8);
  const [firstName, ...rest] = (src.personName ?? "").trim().split(/\s+/);
  const types = known(materialTypes, need.materialType ? [need.materialType] : []);
  const processing = known(processingMethods, need.processingMethods);
  const application = need.applications.join(", ").slice(0, 500);
  try {
    await createInterest(
      {
        id,
        type: "MATERIAL_REQUEST",
        email: src.email.toLowerCase(),
        ...(src.companyName ? { companyName: src.companyName } : {}),
        ...(firstName ? { firstName } : {}),
        ...(rest.length ? { lastName: rest.join(" ") } : {}),
        ...(types.length ? { materialTypes: types } : {}),
        ...(processing.length ? { processingMethods: processing } : {}),
        ...(application ? { application } : {}),
        description: src.message.slice(0, 4000),
        ...(src.language ? { language: src.language } : {}),
      },
      CREATOR,
    );
  } catch (e) {
    // An earlier attempt of the step stored it.
    if (!isConditionFailure(e)) throw e;
  }
  return id;
}
