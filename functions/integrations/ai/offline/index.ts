import type { AiEngine } from "../types";
import { draftOutreach } from "./outreach";
import { evaluateCompany } from "./evaluate";
import { writeReport } from "./report";

/** The deterministic engine (the default, offline): reads the domain from the facts and reuses the matching engine. */
export const offlineEngine: AiEngine = { name: "offline", evaluateCompany, writeReport, draftOutreach };
