import type { OutreachContext, OutreachDraft } from "../types";

/** Contract placeholder (issue 11): the offline outreach draft. */
export async function draftOutreach(_ctx: OutreachContext): Promise<OutreachDraft> {
  throw new Error("Not built yet");
}
