import { beforeAll, describe, expect, inject, it } from "vitest";
import { db } from "../../functions/db/service";
import { delayAfter, LIMITS, SIGN_IN_DELAY } from "../../functions/lib/rate-limit";
import { apiFrom } from "../fixtures/from-address";
import { withinOneWindow } from "../fixtures/rate-limits";
import { signupCodeFor } from "../fixtures/signup";

const PAIR = LIMITS.signInPerAddressNetwork;

const fresh = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** POST from a chosen loopback address (each test its own "network"). */
const post = (path: string, body: unknown, localAddress = "127.0.0.1") => apiFrom(localAddress, "POST", path, { body });

const signupBody = (email: string) => ({ email, password: "Rate!pass1", firstName: "R", lastName: "L", companyName: "Rate Ltd" });
const signUp = (email: string, ip?: string) => post("/auth/signup", signupBody(email), ip);
/** A working account for `email`: sign-up from `ip`, then the mailed code (ADR 0159). */
async function account(email: string, ip: string) {
  const since = Math.floor(Date.now() / 1000) - 1;
  expect((await signUp(email, ip)).status).toBe(202);
  expect((await post("/auth/verify", { ...signupBody(email), code: await signupCodeFor(email, since) }, ip)).status).toBe(200);
}

describe("sign-in failures block the failing network for that address, not the owner (ADR 0157)", () => {
  it(`after ${PAIR.max} failures from one network even the right password from there answers 429, and the owner from another network signs in`, async () => {
    const email = fresh("guess");
    await account(email, "127.0.0.21");
    for (let i = 0; i < PAIR.max + 2; i++) {
      const r = await post("/auth/authenticate", { email, password: `Wrong!pass${i}` }, "127.0.13.1");
      expect(r.status, `attempt ${i + 1}`).toBe(i < PAIR.max ? 401 : 429);
    }
    const blocked = await post("/auth/authenticate", { email, password: "Rate!pass1" }, "127.0.13.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts for this e-mail address from your network/);
    const retry = Number(blocked.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(PAIR.windowSeconds);
    // The owner, from elsewhere, is not refused; the blocked network still reaches other addresses.
    expect((await post("/auth/authenticate", { email, password: "Rate!pass1" }, "127.0.13.2")).status).toBe(200);
    expect((await post("/auth/authenticate", { email: "seller@example.com", password: "Recycle#2026" }, "127.0.13.1")).status).toBe(200);
  });

  it("successful sign-ins never count", async () => {
    const email = fresh("often");
    await account(email, "127.0.0.22");
    for (let i = 0; i < SIGN_IN_DELAY.free + 3; i++)
      expect((await post("/auth/authenticate", { email, password: "Rate!pass1" }, "127.0.0.22")).status).toBe(200);
  });

  it("parallel guesses from one network cannot overshoot its limit", async () => {
    const email = fresh("burst");
    const answers = await Promise.all(
      Array.from({ length: PAIR.max + 5 }, (_, i) => post("/auth/authenticate", { email, password: `Wrong!${i}` }, "127.0.0.23")),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(PAIR.max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});

describe("failures for an address from many networks delay it, growing, instead of blocking it (ADR 0157)", () => {
  beforeAll(() => {
    Object.assign(process.env, inject("stackEnv"));
  });
  /** The address's delay counter, as functions/domains/auth/sign-in-limits.ts keys it. */
  const counterOf = (email: string) => ({
    subject: `${SIGN_IN_DELAY.name}:${email.toLowerCase()}`,
    window: String(Math.floor(Date.now() / 1000 / SIGN_IN_DELAY.windowSeconds)),
  });
  /** Let the running delay end now (what waiting would do), without waiting. */
  const endDelay = (email: string) => db().rateCounter.patch(counterOf(email)).set({ notBefore: 0 }).go();
  /** A delay counter lives in a fixed window: start a test with room to finish inside one. */
  async function roomInWindow() {
    const into = (Date.now() / 1000) % SIGN_IN_DELAY.windowSeconds;
    if (into > SIGN_IN_DELAY.windowSeconds - 20) await new Promise((r) => setTimeout(r, (SIGN_IN_DELAY.windowSeconds - into + 1) * 1000));
  }
  const guess = (email: string, from: string) => post("/auth/authenticate", { email, password: "Wrong!guess1" }, from);

  /** The free failures, spread over networks so that no pair limit is reached. */
  async function useFreeAttempts(email: string, net: number) {
    for (let i = 0; i < SIGN_IN_DELAY.free; i++) expect((await guess(email, `127.0.${net}.${1 + Math.floor(i / PAIR.max)}`)).status).toBe(401);
  }

  it("admits one attempt per delay, the delay doubles, and the owner is refused only inside it", async () => {
    await roomInWindow();
    const email = fresh("spread");
    await account(email, "127.0.0.21");
    await useFreeAttempts(email, 14);

    expect((await guess(email, "127.0.14.50")).status).toBe(401);
    const first = await guess(email, "127.0.14.51");
    expect(first.status).toBe(429);
    expect(first.body.message).toMatch(/Try again in a moment/);
    expect(Number(first.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(first.headers["retry-after"])).toBeLessThanOrEqual(delayAfter(SIGN_IN_DELAY, 1));
    // The owner inside the delay waits too (a short Retry-After), and succeeds once it has run.
    const owner = await post("/auth/authenticate", { email, password: "Rate!pass1" }, "127.0.14.52");
    expect(owner.status).toBe(429);
    expect(Number(owner.headers["retry-after"])).toBeLessThanOrEqual(delayAfter(SIGN_IN_DELAY, 1));

    await endDelay(email);
    expect((await guess(email, "127.0.14.53")).status).toBe(401);
    const second = await guess(email, "127.0.14.54");
    expect(second.status).toBe(429);
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(delayAfter(SIGN_IN_DELAY, 1));
    expect(Number(second.headers["retry-after"])).toBeLessThanOrEqual(delayAfter(SIGN_IN_DELAY, 2));

    await endDelay(email);
    expect((await post("/auth/authenticate", { email, password: "Rate!pass1" }, "127.0.14.52")).status).toBe(200);
  });

  it("of parallel attempts when a delay ends, exactly one is admitted", async () => {
    await roomInWindow();
    const email = fresh("race");
    await useFreeAttempts(email, 15);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => guess(email, `127.0.15.${60 + i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});

describe("sign-in is rate limited per source address", () => {
  it(`answers 429 after ${LIMITS.signInPerIp.max} failures from one network, whatever the e-mail`, async () => {
    // The network's earlier failures are counted in-process; the last ten go over HTTP with ten addresses.
    const limit = LIMITS.signInPerIp;
    const { failures, blocked } = await withinOneWindow(limit, ["127.0.0.24", "127.0.0.34", "127.0.0.44"], limit.max - 10, async (ip) => {
      const failures = [];
      for (let i = 0; i < 10; i++) failures.push((await post("/auth/authenticate", { email: fresh(`ip${i}`), password: "Wrong!pass1" }, ip)).status);
      return { failures, blocked: await post("/auth/authenticate", { email: "buyer@example.com", password: "Recycle#2026" }, ip) };
    });
    expect(failures).toEqual(Array(10).fill(401));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(LIMITS.signInPerIp.message);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // The same user from another network still gets in.
    expect((await post("/auth/authenticate", { email: "buyer@example.com", password: "Recycle#2026" }, "127.0.0.25")).status).toBe(200);
  });
});

describe("sign-up is rate limited per address", () => {
  it(`answers 429 after ${LIMITS.signUpPerAddress.max} attempts for one address`, async () => {
    const email = fresh("signup");
    const statuses = [];
    for (let i = 0; i < LIMITS.signUpPerAddress.max; i++) statuses.push((await signUp(email, "127.0.0.26")).status);
    expect(statuses).toEqual(Array(LIMITS.signUpPerAddress.max).fill(202));
    const blocked = await signUp(email, "127.0.0.26");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many sign-up attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
