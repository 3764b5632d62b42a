import { beforeAll, describe, expect, inject, it } from "vitest";
import { db } from "../../functions/db/service";
import { storeSignupCode } from "../../functions/domains/auth";
import { createUser } from "../../functions/lib/cognito";
import { api, login } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";
import { refreshCookieOf } from "../fixtures/session-cookie";
import { mailTo } from "../fixtures/ses";
import { signupCodeFor, signUpVerified, type SignupBody } from "../fixtures/signup";

const fresh = () => `user-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const body = (email = fresh(), extra: Partial<SignupBody> = {}): SignupBody => ({
  email,
  password: "Str0ng!Pass",
  firstName: "Nina",
  lastName: "New",
  companyName: "New Polymers Oy",
  ...extra,
});
const signup = (b: SignupBody) => api("POST", "/auth/signup", { body: b });
const verify = (b: SignupBody, code: string) => api("POST", "/auth/verify", { body: { ...b, code } });
const WRONG = "The code is wrong or has expired";

beforeAll(() => {
  // Table and Cognito calls below go straight to the test stack's emulators.
  Object.assign(process.env, inject("stackEnv"));
});

describe("POST /auth/signup reveals nothing (ADR 0159)", () => {
  it("answers the same 202 and no session for a new address, a CRM contact's address and a login's address", async () => {
    const owner = await newTenant();
    const crm = fresh();
    expect((await api("POST", "/contacts", { token: owner.accessToken, body: { companyId: owner.companyId, email: crm, firstName: "Filed" } })).status).toBe(
      201,
    );
    const answers = await Promise.all([fresh(), crm, "seller@example.com", owner.email.toUpperCase()].map((email) => signup(body(email))));
    for (const r of answers) {
      expect(r.status).toBe(202);
      expect(r.body).toEqual({ message: "Check your e-mail to finish signing up" });
      expect(refreshCookieOf(r)).toBeNull();
    }
  });

  it("mails a code to a new address; the account exists only after the code, and then answers its session", async () => {
    const b = body();
    expect((await signup(b)).status).toBe(202);
    const [mail] = await mailTo(b.email);
    expect(mail.subject).toBe("Your code to finish signing up");
    expect((await api("POST", "/auth/authenticate", { body: { email: b.email, password: b.password } })).status).toBe(401);

    const r = await verify(b, await signupCodeFor(b.email));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ isSuperAdmin: false });
    expect(refreshCookieOf(r)!.value).toBe(r.body.refreshToken);
    const me = await api("GET", "/me", { token: r.body.accessToken });
    expect(me.body).toMatchObject({ email: b.email, firstName: "Nina", lastName: "New" });
    expect((await api("GET", `/companies/${r.body.companyId}`, { token: r.body.accessToken })).body.name).toBe("New Polymers Oy");
    // The code is spent.
    expect((await verify(b, await signupCodeFor(b.email))).status).toBe(400);
    expect((await api("POST", "/auth/authenticate", { body: { email: b.email, password: b.password } })).status).toBe(200);
  });

  it("writes the e-mail in the sign-up's language", async () => {
    const b = body(fresh(), { language: "de" });
    await signup(b);
    expect((await mailTo(b.email))[0].subject).toBe("Ihr Code zum Abschluss der Registrierung");
  });

  it("mails a login's address that it has an account, with no code, and changes nothing", async () => {
    const owner = await newTenant();
    expect((await signup(body(owner.email, { password: "Other!pass9" }))).status).toBe(202);
    const mails = await mailTo(owner.email);
    expect(mails.at(-1)!.subject).toBe("You already have an account");
    expect(mails.at(-1)!.body!.text).not.toMatch(/\b\d{8}\b/);
    expect((await api("POST", "/auth/authenticate", { body: { email: owner.email, password: owner.password } })).status).toBe(200);
  });

  it("a CRM contact's address signs up into a company of its own and the contact is linked to the login (staff see it)", async () => {
    const filer = await newTenant({ companyName: "Filer GmbH" });
    const email = fresh();
    const made = await api("POST", "/contacts", { token: filer.accessToken, body: { companyId: filer.companyId, email, firstName: "Someone" } });
    expect(made.status).toBe(201);
    const r = await signUpVerified(body(email, { companyName: "My Own Ltd" }));
    expect(r.status).toBe(200);
    expect(r.body.companyId).not.toBe(filer.companyId);
    expect((await api("GET", `/companies/${r.body.companyId}`, { token: r.body.accessToken })).body.name).toBe("My Own Ltd");
    expect((await api("GET", `/companies/${filer.companyId}`, { token: r.body.accessToken })).status).toBe(404);
    const admin = await login("admin@example.com");
    expect((await api("GET", `/contacts/${made.body.id}`, { token: admin.accessToken })).body.loginUserId).toBe(r.body.userId);
    const asFiler = await api("GET", `/contacts/${made.body.id}`, { token: filer.accessToken });
    expect(asFiler.status).toBe(200);
    expect(asFiler.body.loginUserId).toBeUndefined();
  });

  it("applies the password rules on the server", async () => {
    const r = await signup(body(fresh(), { password: "weak" }));
    expect(r.status).toBe(400);
    const messages = r.body.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain("Password must be at least 8 characters long");
    expect(messages).toContain("Password must contain at least one number");
  });
});

describe("POST /auth/verify: codes are random, stored hashed, expire and allow few tries (ADR 0159)", () => {
  const stored = async (email: string) => (await db().signupCode.get({ email }).go()).data;

  it("stores only the code's HMAC, valid for 30 minutes", async () => {
    const b = body();
    await signup(b);
    const code = await signupCodeFor(b.email);
    const item = (await stored(b.email))!;
    expect(item.codeHash).not.toContain(code);
    expect(item.expiresAt - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(item.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
  });

  it("refuses a wrong code on the code field, and after 5 tries even the right one", async () => {
    const b = body();
    await signup(b);
    const code = await signupCodeFor(b.email);
    const wrong = code === "00000000" ? "11111111" : "00000000";
    const first = await verify(b, wrong);
    expect(first.status).toBe(400);
    expect(first.body.issues).toEqual([{ path: "body.code", message: WRONG }]);
    // Parallel guesses cannot get past the tries: 4 left, 6 sent.
    const burst = await Promise.all(Array.from({ length: 6 }, () => verify(b, wrong)));
    expect(burst.every((a) => a.status === 400)).toBe(true);
    expect((await stored(b.email))!.attempts).toBe(5);
    expect((await verify(b, code)).status).toBe(400);
    // A new sign-up sends a new code with fresh tries.
    await signup(b);
    expect((await verify(b, await signupCodeFor(b.email))).status).toBe(200);
  });

  it("refuses an expired code, a code of another address, and any code for an address with no sign-up", async () => {
    const b = body();
    await signup(b);
    const code = await signupCodeFor(b.email);
    expect((await verify(body(), code)).status).toBe(400);
    await db()
      .signupCode.patch({ email: b.email })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const late = await verify(b, code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(WRONG);
  });

  it("a new sign-up replaces the code; the account is made from what verify is sent, not from an earlier sign-up", async () => {
    const email = fresh();
    const stranger = body(email, { password: "Stranger!1", companyName: "Stranger Co" });
    const owner = body(email, { password: "Owner!pass2", companyName: "Owner Co" });
    await signup(stranger);
    const strangersCode = await signupCodeFor(email);
    await signup(owner);
    const ownersCode = await signupCodeFor(email);
    if (ownersCode !== strangersCode) expect((await verify(owner, strangersCode)).status).toBe(400);
    const r = await verify(owner, ownersCode);
    expect(r.status).toBe(200);
    expect((await api("GET", `/companies/${r.body.companyId}`, { token: r.body.accessToken })).body.name).toBe("Owner Co");
    expect((await api("POST", "/auth/authenticate", { body: { email, password: "Stranger!1" } })).status).toBe(401);
  });
});

describe("a crash between sign-up steps does not lock the address out (ADR 0159)", () => {
  it("a Cognito user left without records is taken over by the next verified sign-up, with its company id", async () => {
    const b = body();
    const companyId = crypto.randomUUID();
    // What an attempt that stopped right after creating the Cognito user leaves.
    await createUser(b.email, "Left!over1", companyId);
    const r = await signUpVerified(b);
    expect(r.status).toBe(200);
    expect(r.body.companyId).toBe(companyId);
    expect((await api("GET", "/me", { token: r.body.accessToken })).body.email).toBe(b.email);
    expect((await api("POST", "/auth/authenticate", { body: { email: b.email, password: "Left!over1" } })).status).toBe(401);
  });

  it("a verify retried after the account was made (the code not yet spent) answers the session, or 409 for another password", async () => {
    const b = body();
    expect((await signUpVerified(b)).status).toBe(200);
    // What an attempt that stopped before spending the code leaves: the account and a live code.
    const leftOver = () => storeSignupCode(b.email, "12345678", Math.floor(Date.now() / 1000) + 600);
    await leftOver();
    expect((await verify({ ...b, password: "Another!pass3" }, "12345678")).status).toBe(409);
    await leftOver();
    const again = await verify(b, "12345678");
    expect(again.status).toBe(200);
    expect((await api("GET", "/me", { token: again.body.accessToken })).body.email).toBe(b.email);
  });

  it("a company written without its contact is finished by the retry", async () => {
    const b = body();
    await signup(b);
    const code = await signupCodeFor(b.email);
    const companyId = crypto.randomUUID();
    const userId = await createUser(b.email, b.password, companyId);
    await db()
      .company.create({
        id: companyId,
        name: b.companyName,
        mainContactId: userId,
        createdBy: userId,
        updatedBy: userId,
        createdDate: new Date().toISOString(),
        updatedDate: new Date().toISOString(),
        version: 1,
      } as never)
      .go();
    const r = await verify(b, code);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ userId, companyId });
  });
});

describe("POST /auth/updatePassword", () => {
  it("enforces every rule and changes the password", async () => {
    const b = body(fresh(), { password: "Old!pass1" });
    const s = (await signUpVerified(b)).body;
    const email = b.email;
    const same = await api("POST", "/auth/updatePassword", { token: s.accessToken, body: { oldPassword: "Old!pass1", newPassword: "Old!pass1" } });
    expect(same.status).toBe(400);
    expect(same.body.issues.map((i: { message: string }) => i.message)).toContain("The same password can not be reused");
    const wrongOld = await api("POST", "/auth/updatePassword", { token: s.accessToken, body: { oldPassword: "Nope!pass1", newPassword: "New!pass2" } });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.issues[0].path).toBe("body.oldPassword");
    const ok = await api("POST", "/auth/updatePassword", { token: s.accessToken, body: { oldPassword: "Old!pass1", newPassword: "New!pass2" } });
    expect(ok.status).toBe(200);
    expect((await api("POST", "/auth/authenticate", { body: { email, password: "New!pass2" } })).status).toBe(200);
    expect((await api("POST", "/auth/authenticate", { body: { email, password: "Old!pass1" } })).status).toBe(401);
  });
});
