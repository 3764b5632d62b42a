import { describe, expect, it } from "vitest";
import { FETCH_BAD_PORTS, freePortBase } from "../fixtures/stack";

describe("test stack ports", () => {
  it("never picks a block with a port fetch refuses ('bad port')", async () => {
    // Each of these starts on a block holding a bad port (6000; 6566; 6665-6669).
    for (const preferred of [5960, 6561, 6660, 6662, 6664]) {
      const base = await freePortBase(preferred, false);
      expect(base).not.toBe(preferred);
      for (const offset of [5, 7, 8, 9, 40]) expect(FETCH_BAD_PORTS.has(base + offset), `${base + offset}`).toBe(false);
    }
  });
});
