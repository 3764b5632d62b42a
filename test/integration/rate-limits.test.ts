import { describe, expect, it } from "vitest";
import { LIMITS } from "../../functions/lib/rate-limit";
import { apiFrom } from "../fixtures/from-address";

const fresh = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** POST from a chosen loopback address (each test its own "network"). */
const post = (path: string, body: unknown, localAddress = "127.0.0.1") => apiFrom(localAddress, "POST", path, { body });

const signUp = (email: string, ip?: string) =>
  post("/auth/signup", { email, password: "Rate!pass1", firstName: "R", lastName: "L", companyName: "Rate Ltd" }, ip);

describe("sign-in is rate limited per address (issue 6 item 8)", () => {
  it(`after ${LIMITS.signInPerAddress.max} failures even the right password answers 429 with Retry-After`, async () => {
    const email = fresh("guess");
    expect((await signUp(email, "127.0.0.21")).status).toBe(200);
    for (let i = 0; i < LIMITS.signInPerAddress.max; i++)
      expect((await post("/auth/authenticate", { email, password: `Wrong!pass${i}` }, "127.0.0.21")).status).toBe(401);
    const blocked = await post("/auth/authenticate", { email, password: "Rate!pass1" }, "127.0.0.21");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    const retry = Number(blocked.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LIMITS.signInPerAddress.windowSeconds);
    // Another address is not affected.
    expect((await post("/auth/authenticate", { email: "seller@example.com", password: "Recycle#2026" }, "127.0.0.21")).status).toBe(200);
  });

  it("successful sign-ins never count", async () => {
    const email = fresh("often");
    expect((await signUp(email, "127.0.0.22")).status).toBe(200);
    for (let i = 0; i < LIMITS.signInPerAddress.max + 3; i++)
      expect((await post("/auth/authenticate", { email, password: "Rate!pass1" }, "127.0.0.22")).status).toBe(200);
  });

  it("parallel guesses cannot overshoot the limit", async () => {
    const email = fresh("burst");
    const answers = await Promise.all(
      Array.from({ length: LIMITS.signInPerAddress.max + 5 }, (_, i) => post("/auth/authenticate", { email, password: `Wrong!${i}` }, "127.0.0.23")),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LIMITS.signInPerAddress.max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});

describe("sign-in is rate limited per source address", () => {
  it(`answers 429 after ${LIMITS.signInPerIp.max} failures from one network, whatever the e-mail`, async () => {
    const ip = "127.0.0.24";
    for (let i = 0; i < LIMITS.signInPerIp.max; i++)
      expect((await post("/auth/authenticate", { email: fresh(`ip${i}`), password: "Wrong!pass1" }, ip)).status).toBe(401);
    const blocked = await post("/auth/authenticate", { email: "buyer@example.com", password: "Recycle#2026" }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // The same user from another network still gets in.
    expect((await post("/auth/authenticate", { email: "buyer@example.com", password: "Recycle#2026" }, "127.0.0.25")).status).toBe(200);
  }, 60000);
});

describe("sign-up is rate limited per address", () => {
  it(`answers 429 after ${LIMITS.signUpPerAddress.max} attempts for one address`, async () => {
    const email = fresh("signup");
    const statuses = [];
    for (let i = 0; i < LIMITS.signUpPerAddress.max; i++) statuses.push((await signUp(email, "127.0.0.26")).status);
    expect(statuses).toEqual([200, ...Array(LIMITS.signUpPerAddress.max - 1).fill(409)]);
    const blocked = await signUp(email, "127.0.0.26");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many sign-up attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
