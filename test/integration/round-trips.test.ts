import { beforeAll, describe, expect, inject, it } from "vitest";
import { api, login } from "../fixtures/api";
import { dynamoCallsOf } from "../fixtures/client-hooks";
import { newLead, newMaterial, newTenant, tag } from "../fixtures/factories";
import { invoke } from "../fixtures/invoke";
import { matchingSettled } from "../fixtures/matching";

/**
 * The hot routes answer with the DynamoDB calls their data needs and no more (counted on this process's client,
 * the route's handler called in-process): a call more is a round trip more on every request.
 */
let admin: string;
let seller: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  seller = (await newTenant()).accessToken;
});

describe("DynamoDB calls per request", () => {
  it("GET /me: one GetItem, the caller's own record, which also answers the profile", async () => {
    const { result, calls } = await dynamoCallsOf(() => invoke("me.get", { method: "GET", path: "/me", token: seller }));
    expect(result.status).toBe(200);
    expect(calls).toEqual(["GetItemCommand"]);
  });

  it("GET /leads: the caller, the page's Query, the board order and one BatchGet of the companies and people shown", async () => {
    await newLead(admin);
    const { result, calls } = await dynamoCallsOf(() => invoke("leads.list", { method: "GET", path: "/leads", token: admin }));
    expect(result.status).toBe(200);
    // the board order's GetItem rides along on the first page; company, contact and assignee names: one BatchGet together
    expect(calls).toEqual(["GetItemCommand", "QueryCommand", "GetItemCommand", "BatchGetItemCommand"]);
  });

  it("GET /material-requests/{id}/matches: the caller, the request beside the page's Query, one BatchGet of materials and their companies", async () => {
    const type = "pom";
    await newMaterial(admin, { type, condition: "regrind", name: `Match ${tag()}` });
    const body = { description: `Need ${tag()}`, materialType: type, conditions: ["regrind"], amount: 5 };
    const r = await api("POST", "/material-requests", { token: seller, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await matchingSettled(r.body.id, admin, null);
    const { result, calls } = await dynamoCallsOf(() =>
      invoke("requests.matches", { method: "GET", path: "/material-requests/{id}/matches", params: { id: r.body.id }, token: admin }),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.items.length).toBeGreaterThan(0);
    // the run stored each material's company on its match, so companies come in the materials' BatchGet
    expect(calls).toEqual(["GetItemCommand", "GetItemCommand", "QueryCommand", "BatchGetItemCommand"]);
  });
});
