import { describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";

describe("GET /users (staff directory for assignee pickers)", () => {
  it("lists the super admins with their names for an admin", async () => {
    const a = await login("admin@example.com");
    const r = await api("GET", "/users", { token: a.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.items).toContainEqual({ id: a.userId, email: "admin@example.com", firstName: "Ada", lastName: "Admin" });
    expect(r.body.items.map((u: { email: string }) => u.email)).not.toContain("seller@example.com");
  });

  it("is refused to ordinary users", async () => {
    const s = await login("seller@example.com");
    expect((await api("GET", "/users", { token: s.accessToken })).status).toBe(403);
  });
});
