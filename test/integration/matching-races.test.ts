import { beforeAll, describe, expect, inject, it } from "vitest";
import { getMatch, getRequest, listRequestMatches, runMatching, setMatchStatus } from "../../functions/domains/requests";
import { db } from "../../functions/db/service";
import { matchStatuses } from "../../shared/schemas/material-request";
import { api, login } from "../fixtures/api";
import { onWrites } from "../fixtures/client-hooks";
import { newTenant } from "../fixtures/factories";
import { matchingSettled } from "../fixtures/matching";

/**
 * The matching run writes only what it owns (scores, factors, places): a status staff set while a run ranked
 * survives the run. The run is called in this process, and a staff status change is slipped in right before
 * the run's first write, after it read the matches: the interleaving that reverted statuses.
 */
let admin: string;
let requestId: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  const [buyer, seller] = await Promise.all([newTenant(), newTenant()]);
  for (let i = 0; i < 4; i++) {
    const m = await api("PUT", "/materials", { token: seller.accessToken, body: { name: `Race PA6 ${i}`, type: "pa", countryOfOrigin: "DE" } });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
  }
  const r = await api("POST", "/material-requests", { token: buyer.accessToken, body: { description: "Race request", materialType: "pa" } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  requestId = r.body.id;
  await matchingSettled(requestId, admin);
});

/** Run `before` once, right before the first write the document client sends after this call. */
function beforeNextWrite(before: () => Promise<void>) {
  let fired = false;
  return onWrites(async () => {
    if (fired) return;
    fired = true;
    await before();
  });
}

describe("a matching run never reverts a status staff set", () => {
  it("a status set between the run's read and its writes survives, for every match (and the run's scores are written)", async () => {
    const matches = (await listRequestMatches(requestId)).filter((m) => m.isMatch);
    expect(matches.length).toBeGreaterThan(0);
    const lost: string[] = [];
    for (const [i, m] of matches.entries()) {
      const status = matchStatuses[1 + (i % (matchStatuses.length - 1))];
      const request = (await getRequest(requestId))!;
      // stale scores, so the run has every match to write
      await Promise.all(matches.map((x) => db().materialMatch.patch({ materialRequestId: requestId, materialId: x.materialId }).set({ score: 0 }).go()));
      const remove = beforeNextWrite(async () => {
        remove();
        expect(await setMatchStatus(m, status, "staff-user")).not.toBeNull();
      });
      try {
        await runMatching(request, "matching-run");
      } finally {
        remove();
      }
      const after = await getMatch(requestId, m.materialId);
      if (after?.status !== status) lost.push(`${m.materialId}: set ${status}, stored ${after?.status}`);
      expect(after?.updatedBy === "matching-run" || after?.updatedBy === "staff-user").toBe(true);
    }
    expect(lost).toEqual([]);
  });
});

describe("a matching run never reverts the request status a person set", () => {
  /** The run's own outcome for this request: it has matches. */
  const runStatus = "matching_completed";
  const personStatus = "no_matches";

  async function setStatus(status: string) {
    const current = await api("GET", `/material-requests/${requestId}`, { token: admin });
    const r = await api("POST", `/material-requests/${requestId}`, { token: admin, body: { status, version: current.body.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }

  it("a status set while the run ranked (after it read the request) stands", async () => {
    await setStatus(runStatus);
    const request = (await getRequest(requestId))!;
    const remove = beforeNextWrite(async () => {
      remove();
      await setStatus(personStatus);
    });
    try {
      await runMatching(request, "matching-run");
    } finally {
      remove();
    }
    expect((await getRequest(requestId))!.status).toBe(personStatus);
  });

  it("a status a person set stands against every background run; a run a person asks for decides it", async () => {
    await setStatus(runStatus);
    const requested = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await setStatus(personStatus);
    await runMatching((await getRequest(requestId))!, "matching-run", { startedDate: requested });
    expect((await getRequest(requestId))!.status).toBe(personStatus);
    // A background run requested later (an edit, the recovery sweep's restart) leaves it too.
    await runMatching((await getRequest(requestId))!, "matching-run", { startedDate: new Date(Date.now() + 1000).toISOString() });
    expect((await getRequest(requestId))!.status).toBe(personStatus);
    // A run a person asks for puts the engine's outcome.
    await runMatching((await getRequest(requestId))!, "staff-user", { onDemand: true });
    expect((await getRequest(requestId))!.status).toBe(runStatus);
  });
});
