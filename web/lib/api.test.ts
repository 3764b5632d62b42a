import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("./session", () => ({ accessToken: () => "token", refreshAccessToken: async () => "fresh" }));
const { ApiError, request } = await import("./api");

type Sent = { method: string; key: string | null };

/** fetch answering from a script, one answer (or thrown error) per call, recording what was sent. */
function script(...answers: (Response | Error)[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push({ method: init.method!, key: (init.headers as Record<string, string>)["idempotency-key"] ?? null });
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  return sent;
}
const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });

afterEach(() => vi.unstubAllGlobals());

describe("the API client's Idempotency-Key", () => {
  it("sends a fresh key with every call that is not a GET, none with a GET", async () => {
    const sent = script(answer(201), answer(201), answer(200));
    await request("PUT", "/leads", { body: {} });
    await request("PUT", "/leads", { body: {} });
    await request("GET", "/leads");
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(sent[2].key).toBeNull();
  });

  it("keeps the key for each retry of the action: after a refreshed token, a lost answer, a short Retry-After", async () => {
    vi.useFakeTimers();
    try {
      const sent = script(
        answer(401),
        new TypeError("Failed to fetch"),
        answer(401),
        answer(503, { message: "down" }, { "retry-after": "1" }),
        answer(201, { id: "l1" }),
      );
      const done = request("PUT", "/leads", { body: {} });
      await vi.runAllTimersAsync();
      expect(await done).toEqual({ id: "l1" });
      expect(sent).toHaveLength(5);
      expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends the caller's key when it gives one (a batch it sends again), on every retry of the call", async () => {
    const sent = script(new TypeError("Failed to fetch"), answer(201), answer(201), answer(200));
    await request("POST", "/companies/import", { body: {}, idempotencyKey: "import-1.batch-0" });
    await request("POST", "/companies/import", { body: {}, idempotencyKey: "import-1.batch-0" });
    await request("GET", "/companies", { idempotencyKey: "import-1.batch-0" });
    expect(sent.map((s) => s.key)).toEqual(["import-1.batch-0", "import-1.batch-0", "import-1.batch-0", null]);
  });

  it("gives a long Retry-After to the caller, with the seconds on the error", async () => {
    script(answer(409, { message: "still in progress" }, { "retry-after": "30" }));
    const e = await request("POST", "/companies/import", { body: {} }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as InstanceType<typeof ApiError>).retryAfter).toBe(30);
  });
});
