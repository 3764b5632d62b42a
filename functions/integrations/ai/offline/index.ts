import type { AiEngine } from "../types";
import { draftOutreach } from "./outreach";
import { evaluateCompany } from "./evaluate";
import { readNeed } from "./need";
import { writeReply } from "./reply";
import { writeReport } from "./report";

/** The deterministic engine (the default, offline): reads the domain from the facts and reuses the matching engine. */
export const offlineEngine: AiEngine = { name: "offline", evaluateCompany, writeReport, draftOutreach, readNeed: async (text) => readNeed(text), writeReply };
