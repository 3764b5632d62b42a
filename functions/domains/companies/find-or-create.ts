import { companyKeys, type CompanyKey } from "../../../shared/rules/company-keys";
import type { CompanyRecord } from "../../../shared/schemas/company";
import { releaseClaim, takeClaim, takeOverClaim } from "../../db/queries/claims";
import { getCompany } from "./queries";
import type { Actor } from "../../lib/actor";
import { createFrom, duplicates } from "./create";

/** Claims on company duplicate keys (functions/db/queries/claims.ts): one scope for every writer of companies. */
export const COMPANY_KEY_SCOPE = "companyKey";
export const companyKeyClaim = (k: CompanyKey) => `${k.kind}#${k.value}`;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long a writer waits for another that holds the name (a company create takes a few writes). */
const WAIT_MS = 200;
const WAIT_ROUNDS = 25;

type Changes = Parameters<typeof createFrom>[0] & { name: string };

/**
 * The company with this name (by the duplicate rules), or a new one with the id `id`, never two: the name's
 * key is claimed (a conditional put) before the duplicate read and released once the company and its keys are
 * stored, so of several writers at once (three booth visitors of one new company) one creates and the others
 * find it. A writer that finds the name claimed waits for the holder; a claim left by a crash (past its lease,
 * no company) is taken over. A retry with the same `id` finds what its first attempt created.
 */
export async function findOrCreateByName(changes: Changes, actor: Actor, id: string): Promise<{ company: CompanyRecord; created: boolean }> {
  const [nameKey] = companyKeys({ name: changes.name });
  if (!nameKey) throw new Error("A company needs a name");
  const claim = companyKeyClaim(nameKey);
  for (let round = 0; round < WAIT_ROUNDS; round++) {
    const got = await takeClaim(COMPANY_KEY_SCOPE, claim, id);
    if (!got.taken) {
      const held = await getCompany(got.owner);
      if (held) return { company: held, created: false };
      if (!(got.stale && (await takeOverClaim(COMPANY_KEY_SCOPE, claim, got.owner, id)))) {
        await pause(WAIT_MS);
        continue;
      }
    }
    try {
      const own = await getCompany(id);
      if (own) return { company: own, created: false };
      const match = (await duplicates({ name: changes.name })).items[0];
      const found = match ? await getCompany(match.id) : null;
      if (found) return { company: found, created: false };
      return { company: await createFrom(changes, actor, id), created: true };
    } finally {
      await releaseClaim(COMPANY_KEY_SCOPE, claim, id);
    }
  }
  throw new Error(`The company name "${changes.name}" is being written by another request; try again`);
}
