import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../shared/rules/certificates";
import type { NotificationPage } from "../../shared/schemas/notification";
import { api } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { newTenant, tag, type Tenant } from "../fixtures/factories";

/**
 * The certificate expiry check killed with SIGKILL between a warning's once-only claim (its "warned" marker) and
 * the bell notice: the check runs at every stack start, so the restart is the rerun. The claim names the notice,
 * so the rerun writes the missing notice and a further run writes none: exactly one warning per certificate and
 * stage.
 */
describe("the certificate expiry check killed part-way", () => {
  let stack: CrashStack;
  beforeAll(async () => {
    stack = await startCrashStack();
  });
  afterAll(() => stack?.stop());

  const token = async (t: Tenant) => {
    const r = await api("POST", "/auth/authenticate", { body: { email: t.email, password: t.password } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.accessToken as string;
  };
  const warnings = async (t: Tenant) => {
    const r = await api<NotificationPage>("GET", "/notifications?limit=200", { token: await token(t) });
    expect(r.status).toBe(200);
    return r.body.items.filter((n) => n.kind === "certificateExpiry");
  };

  it("killed between the claim and the notice: the rerun warns once, a third run not again", async () => {
    const t = await newTenant();
    const day = new Date().toISOString().slice(0, 10);
    const id = `cert-${randomUUID()}`;
    const saved = await api("POST", `/companies/${t.companyId}/certificates/${id}`, {
      token: t.accessToken,
      body: { type: "efsa", number: `EFSA-${tag()}`, issuer: "European Food Safety Authority", validFrom: addDays(day, -300), validUntil: addDays(day, 25) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    expect(await warnings(t)).toEqual([]);

    // the start's check reaches this certificate's claim (the seeded ones were claimed by the first start) and dies
    await stack.restart({ crashAt: "notices.afterClaim" }).catch(() => undefined);
    await stack.crashed();

    await stack.restart();
    const once = await warnings(t);
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({ certificate: { companyId: t.companyId, certificateId: id, validUntil: addDays(day, 25), daysBefore: 30 } });

    await stack.restart();
    expect(await warnings(t)).toHaveLength(1);
  });
});
