import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { tag } from "../fixtures/factories";
import { signupCodeFor, type SignupBody } from "../fixtures/signup";

/**
 * A sign-up killed with SIGKILL between its writes never locks the address out: after the restart the address
 * signs up again (no code mail went out) or finishes with the code it has (the Cognito user, or the user and
 * the company, stand without the rest), ending in one working login with its company and contact.
 */
describe("a sign-up killed part-way", () => {
  let stack: CrashStack;
  beforeAll(async () => {
    stack = await startCrashStack({ crashAt: "signup.afterCode" });
  });
  afterAll(() => stack?.stop());

  const body = (): SignupBody => ({
    email: `crash-${tag()}@example.com`,
    password: "Str0ng!Pass",
    firstName: "Kim",
    lastName: "Killed",
    companyName: `Killed Polymers ${tag()}`,
  });
  const now = () => Math.floor(Date.now() / 1000) - 1;

  /** The account works: its session, and its own company with it as the contact. */
  async function works(b: SignupBody, answer: { status: number; body: { accessToken?: string; companyId?: string } }) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const signedIn = await api("POST", "/auth/authenticate", { body: { email: b.email, password: b.password } });
    expect(signedIn.status).toBe(200);
    const company = await api("GET", `/v2/companies/${signedIn.body.companyId}`, { token: signedIn.body.accessToken });
    expect(company.status).toBe(200);
    expect(company.body.name).toBe(b.companyName);
    expect(company.body.contacts.map((c: { email: string }) => c.email)).toEqual([b.email]);
  }

  it("killed after storing the code, before mailing it: signing up again mails a code that works", async () => {
    const b = body();
    const since = now();
    expect(await api("POST", "/auth/signup", { body: b }).catch((e: Error) => e)).toBeInstanceOf(Error);
    await stack.crashed();
    await stack.restart();
    await expect(signupCodeFor(b.email, since)).rejects.toThrow(/no sign-up code/);
    expect((await api("POST", "/auth/signup", { body: b })).status).toBe(202);
    await works(b, await api("POST", "/auth/verify", { body: { ...b, code: await signupCodeFor(b.email, since) } }));
  });

  it("killed after the Cognito user, before our records: the same code finishes the account", async () => {
    await stack.restart({ crashAt: "signup.afterUser" });
    const b = body();
    const since = now();
    expect((await api("POST", "/auth/signup", { body: b })).status).toBe(202);
    const code = await signupCodeFor(b.email, since);
    expect(await api("POST", "/auth/verify", { body: { ...b, code } }).catch((e: Error) => e)).toBeInstanceOf(Error);
    await stack.crashed();
    await stack.restart();
    await works(b, await api("POST", "/auth/verify", { body: { ...b, code } }));
  });

  it("killed after the company, before the contact: the same code finishes it; a fresh sign-up would too", async () => {
    await stack.restart({ crashAt: "signup.afterCompany" });
    const b = body();
    const since = now();
    expect((await api("POST", "/auth/signup", { body: b })).status).toBe(202);
    const code = await signupCodeFor(b.email, since);
    expect(await api("POST", "/auth/verify", { body: { ...b, code } }).catch((e: Error) => e)).toBeInstanceOf(Error);
    await stack.crashed();
    await stack.restart();
    await works(b, await api("POST", "/auth/verify", { body: { ...b, code } }));
  });
});
