import { describe, expect, it } from "vitest";
import { api } from "../fixtures/api";

const fresh = () => `user-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

describe("POST /auth/signup", () => {
  it("creates the user, their contact and company, and signs them in", async () => {
    const email = fresh();
    const r = await api("POST", "/auth/signup", {
      body: { email, password: "Str0ng!Pass", firstName: "Nina", lastName: "New", companyName: "New Polymers Oy" },
    });
    expect(r.status).toBe(200);
    const me = await api("GET", "/me", { token: r.body.accessToken });
    expect(me.body).toMatchObject({ email, firstName: "Nina", lastName: "New" });
    const company = await api("GET", `/companies/${r.body.companyId}`, { token: r.body.accessToken });
    expect(company.body.name).toBe("New Polymers Oy");
  });

  it("fails cleanly with 409 on a duplicate e-mail", async () => {
    const r = await api("POST", "/auth/signup", {
      body: { email: "seller@example.com", password: "Str0ng!Pass", firstName: "A", lastName: "B", companyName: "Dup" },
    });
    expect(r.status).toBe(409);
    expect(r.body.issues[0].path).toBe("body.email");
  });

  it("applies the password rules on the server", async () => {
    const r = await api("POST", "/auth/signup", { body: { email: fresh(), password: "weak", firstName: "A", lastName: "B", companyName: "C" } });
    expect(r.status).toBe(400);
    const messages = r.body.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain("Password must be at least 8 characters long");
    expect(messages).toContain("Password must contain at least one number");
  });
});

describe("POST /auth/updatePassword", () => {
  it("enforces every rule and changes the password", async () => {
    const email = fresh();
    const s = (await api("POST", "/auth/signup", { body: { email, password: "Old!pass1", firstName: "P", lastName: "W", companyName: "PW Ltd" } })).body;
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
