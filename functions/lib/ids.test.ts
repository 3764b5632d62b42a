import { describe, expect, it } from "vitest";
import * as z from "../../shared/schemas/zod";
import { earlierRecord, newId } from "./ids";
import { withRequestIdentity, type RequestIdentity } from "./request-identity";
import { runScopedId } from "./stable-id";

const as = (identity: Partial<RequestIdentity>, fn: () => Promise<unknown>) =>
  withRequestIdentity({ routeId: "leads.create", caller: "user:u1", userId: "u1", key: "key-0001", ...identity }, fn as () => Promise<unknown>);
const ids = (identity: Partial<RequestIdentity>, kinds: string[]) => as(identity, async () => kinds.map(newId)) as Promise<string[]>;

describe("newId", () => {
  it("derives the same UUIDs for the same caller, route and key, one per kind and ordinal", async () => {
    const first = await ids({}, ["lead", "lead", "note"]);
    expect(await ids({}, ["lead", "lead", "note"])).toEqual(first);
    expect(new Set(first).size).toBe(3);
    for (const id of first) expect(z.safeParse(z.uuid(), id).success, id).toBe(true);
  });

  it("differs with the caller, the route or the key", async () => {
    const [base] = await ids({}, ["lead"]);
    for (const other of [{ caller: "user:u2" }, { routeId: "leads.update" }, { key: "key-0002" }]) expect((await ids(other, ["lead"]))[0]).not.toBe(base);
  });

  it("is random without a key or outside a request", async () => {
    const [a, b] = [await ids({ key: null }, ["lead"]), await ids({ key: null }, ["lead"])];
    expect(a[0]).not.toBe(b[0]);
    expect(newId("lead")).not.toBe(newId("lead"));
  });
});

describe("earlierRecord", () => {
  it("looks up only ids derived in this request, and refuses another creator's record", async () => {
    let reads = 0;
    const load = async (id: string) => (reads++, { id, createdBy: "u1" });
    await as({}, async () => {
      expect(await earlierRecord(newId("lead"), load, "u1")).toMatchObject({ createdBy: "u1" });
      await expect(earlierRecord(newId("lead"), load, "u2")).rejects.toMatchObject({ statusCode: 409 });
      expect(await earlierRecord("not-derived", load, "u1")).toBeNull();
    });
    expect(await earlierRecord(newId("lead"), load)).toBeNull();
    expect(reads).toBe(2);
  });
});

describe("runScopedId keeps its ids", () => {
  it("is the same v4-shaped id as before (stored runs resume by it)", () => {
    expect(runScopedId("run-1", "lead")).toBe("effdbd94-f0a8-4d31-a483-fb668bc73d09");
  });
});
