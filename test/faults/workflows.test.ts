import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KFairAction, WorkflowListItem, WorkflowRun } from "../../shared/schemas/workflow";
import { runScopedId } from "../../functions/lib/stable-id";
import { allPages, api, login } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { newTenant, tag } from "../fixtures/factories";
import { waitFor } from "../fixtures/wait";

/**
 * Nothing stays stuck after a crash: one stack, killed with SIGKILL inside the contact-us send (before and
 * after SES took the mail), inside a k-fair approval's send, and in the middle of a new request's matching,
 * and started again each time (a start runs the recovery sweep). After each start no run is left running,
 * nothing is recorded sent that SES did not take, every click sends at most one mail, a failed run is retried
 * and then sends once, an approval can be given again, and the request is matched.
 */
let stack: CrashStack;
let admin: string;

const mailTo = async (address: string) =>
  ((await (await fetch(stack.sesStoreUrl)).json()) as { emails: { destination: { to: string[] } }[] }).emails.filter((e) => e.destination.to.includes(address));
const adminToken = async () => (admin = (await login("admin@example.com")).accessToken);
const runsIn = (status: string) => allPages<WorkflowListItem>(`/workflows?status=${status}`, admin);
const getRun = async (id: string) => (await api<WorkflowRun>("GET", `/workflows/${id}`, { token: admin })).body;
const settled = (id: string) =>
  waitFor(
    `run ${id} to end`,
    () => getRun(id),
    (r) => r.state?.status !== "running",
    60_000,
  );

beforeAll(async () => {
  stack = await startCrashStack({ crashAt: "contactUs.beforeSend" });
  await adminToken();
}, 240_000);
afterAll(() => stack?.stop());

describe("workflows killed mid-way are recovered at the next start", () => {
  const contact = {
    companyName: `Crash Kunststoffe ${tag()}`,
    personName: "Karl Crash",
    email: `karl.${tag()}@crash.example`,
    message: "We need 20 t of rPP black for injection moulding",
    language: "en",
  };
  let failedRunId: string;

  it("a contact-us run killed before SES: failed after the start, nothing sent; Retry killed after SES: failed 'may not have gone out', one mail", async () => {
    // The answer may or may not get out before the run reaches the send and the process dies.
    await api("POST", "/contact-us", { body: contact }).catch(() => null);
    await stack.crashed();

    await stack.restart({ crashAt: "contactUs.afterSend" });
    await adminToken();
    expect(await runsIn("running")).toEqual([]);
    const failed = (await runsIn("failed")).find((x) => x.subject.label?.includes(contact.companyName))!;
    expect(failed.state).toMatchObject({ status: "failed", step: "SendShortlist" });
    expect(failed.state.error).toMatch(/may not have gone out/);
    expect(await mailTo(contact.email)).toHaveLength(0);

    await api<WorkflowRun>("POST", "/workflows", { token: admin, body: { retryOf: failed.id } }).catch(() => null);
    await stack.crashed();
    expect(await mailTo(contact.email)).toHaveLength(1);
    // The retry's run id follows from the failed run's.
    failedRunId = runScopedId(failed.id, "retry");
  }, 240_000);

  it("after the next start that run is failed too (never 'sent' without knowing), and its Retry sends once", async () => {
    await stack.restart({ crashAt: "kfair.afterSend" });
    await adminToken();
    expect(await runsIn("running")).toEqual([]);
    const run = await getRun(failedRunId);
    expect(run.state).toMatchObject({ status: "failed", step: "SendShortlist" });
    expect(run.state.error).toMatch(/may not have gone out/);

    const retry = await api<WorkflowRun>("POST", "/workflows", { token: admin, body: { retryOf: failedRunId } });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect((await settled(retry.body.id)).state.status).toBe("completed");
    // One mail per click: the killed attempt's (SES took it) and this one.
    expect(await mailTo(contact.email)).toHaveLength(2);
  }, 240_000);

  it("a k-fair approval killed after SES: after the start it can be approved again, and sends once", async () => {
    const email = `visitor.${tag()}@crash.example`;
    const visit = await api<{ workflowId: string }>("PUT", "/booth", {
      token: admin,
      body: { companyName: `Crash Fair ${tag()}`, companyType: "brandOwner", companyCountry: "FR", contactDetails: { personName: "Claire Crash", email } },
    });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    const runId = visit.body.workflowId;
    expect((await settled(runId)).state.status).toBe("awaitingApproval");
    const [action] = (await api<{ items: KFairAction[] }>("GET", `/k-fair/workflows/${runId}/actions`, { token: admin })).body.items;
    const approve = () => api("POST", `/k-fair/workflows/${runId}`, { token: admin, body: { actionId: action.id, decision: "approve" } });
    await approve().catch(() => null);
    await stack.crashed();
    expect(await mailTo(email)).toHaveLength(1);

    await stack.restart({ crashAt: "matching.beforeOutcome" });
    await adminToken();
    expect(await runsIn("running")).toEqual([]);
    const reopened = await getRun(runId);
    expect(reopened.state.status).toBe("awaitingApproval");
    expect(reopened.state.error).toMatch(/may not have gone out/);
    const again = await approve();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message.status).toBe("sent");
    expect(await mailTo(email)).toHaveLength(2);
    expect((await approve()).status).toBe(409);
    expect(await mailTo(email)).toHaveLength(2);
  }, 240_000);

  it("a new request whose matching was killed is matched after the start", async () => {
    const buyer = await newTenant();
    const description = `Crash request ${tag()}`;
    await api("POST", "/material-requests", { token: buyer.accessToken, body: { description, materialType: "pp" } }).catch(() => null);
    await stack.crashed();

    await stack.restart();
    await adminToken();
    const mine = async () =>
      (await allPages<{ id: string; description: string; matchedDate: string | null; status: string }>("/material-requests", admin)).find(
        (r) => r.description === description,
      );
    const matched = await waitFor("the request to be matched", mine, (r) => Boolean(r?.matchedDate), 60_000);
    expect(matched!.status).toMatch(/matching_completed|no_matches/);
  }, 240_000);
});
