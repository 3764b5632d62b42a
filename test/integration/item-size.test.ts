import { describe, expect, inject, it } from "vitest";
import { api, login } from "../fixtures/api";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

/**
 * A material grown through partial updates, each under the body limit, with non-ASCII text.
 * dynalite counts item size in UTF-16 characters and stored such a material at 1,000 KB; DynamoDB counts
 * UTF-8 bytes and refused it (a 500). Now the write path refuses it on both backends (ADR 0076).
 */
/** A seeded company no other test writes materials for (it has no seeded materials either). */
const SIZE_CO = SEEDED_COMPANY.dutchFilm;

describe(`item size on write (${inject("dynamodb")})`, () => {
  // "€" is 3 bytes in UTF-8 and 1 UTF-16 unit, "😀" 4 bytes and 2 units: 7 bytes where dynalite sees 3.
  const wide = (bytes: number) => "€😀".repeat(Math.floor(bytes / 7));
  // Lists whose entries are free "other#…" texts: each update fills one of them, ~170 KB of UTF-8.
  const growable = ["packagingTypes", "modifyingAdditives", "recyclingProcessDetails", "intendedMarkets"];

  it("refuses with 4xx (never 500) before the item passes DynamoDB's 400 KB, and keeps what was stored", async () => {
    const { accessToken: token } = await login("admin@example.com");
    const created = await api("PUT", "/materials", { token, body: { name: "Size € 😀", type: "pp", companyId: SIZE_CO } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;

    let refused: { status: number; body: { message: string } } | undefined;
    let accepted = 0;
    for (const field of growable) {
      const body = { [field]: Array.from({ length: 20 }, (_, i) => `other#${i} ${wide(8500)}`) };
      expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(256 * 1024);
      const r = await api("POST", `/materials/${id}`, { token, body });
      if (r.status !== 200) {
        refused = r;
        break;
      }
      accepted++;
    }
    expect(refused, "the material grew past 400 KB without a refusal").toBeDefined();
    expect([400, 413], JSON.stringify(refused!.body)).toContain(refused!.status);
    if (refused!.status === 413) {
      expect(refused!.body.message).toMatch(/too large/);
      expect(accepted).toBeGreaterThan(0); // the growth, not one oversized body, was refused
    }

    // What was stored before the refusal is intact and readable; the refused change was not written.
    const stored = await api("GET", `/materials/${id}`, { token });
    expect(stored.status).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(stored.body))).toBeLessThan(400 * 1024);
    if (refused!.status === 413) expect(stored.body[growable[accepted]] ?? null).toBeNull();
    expect((await api("DELETE", `/materials/${id}`, { token })).status).toBeLessThan(300);
  });
});
