import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestStages } from "../../scripts/bench/stages";
import { precompress } from "../../scripts/build/precompress";
import { pickEncoding } from "../../scripts/local/encoding";
import { createStaticHandler } from "../../scripts/local/static";

describe("Accept-Encoding negotiation", () => {
  const both = () => true;
  it("prefers brotli, falls back to gzip, honours q=0 and *", () => {
    expect(pickEncoding("gzip, deflate, br, zstd", both)?.coding).toBe("br");
    expect(pickEncoding("gzip", both)?.coding).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5", both)?.coding).toBe("gzip");
    expect(pickEncoding("*", both)?.coding).toBe("br");
    expect(pickEncoding("identity", both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding("br, gzip", (ext) => ext === ".gz")?.coding).toBe("gzip");
  });
});

describe("precompressed static assets", () => {
  let dir: string;
  let base: string;
  let server: ReturnType<typeof createServer>;
  const js = "export const x = 1;\n".repeat(200);
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "static-"));
    writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
    writeFileSync(path.join(dir, "main-ABCDEFGH.js"), js);
    writeFileSync(path.join(dir, "meta.json"), "{}".padEnd(2000));
    precompress(dir, (rel) => rel === "meta.json");
    server = createServer(createStaticHandler(dir));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes .br and .gz copies that decompress to the file, skipping small and excluded files", () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, "main-ABCDEFGH.js.br"))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(dir, "main-ABCDEFGH.js.gz"))).toString()).toBe(js);
    expect(() => readFileSync(path.join(dir, "index.html.br"))).toThrow();
    expect(() => readFileSync(path.join(dir, "meta.json.br"))).toThrow();
  });

  it("serves the copy the browser accepts, with Vary: Accept-Encoding", async () => {
    const raw = (enc: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
        get(`${base}/main-ABCDEFGH.js`, { headers: { "accept-encoding": enc } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
      });
    const br = await raw("gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(js);
    const gz = await raw("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(js);
  });
});

describe("sequential request stages", () => {
  it("counts the depth of the request chain, not the number of requests", () => {
    const t = (name: string, start: number, end: number) => ({ name, start, end, bytes: 0 });
    const { depth, chain } = requestStages([
      t("/", 0, 10),
      t("/assets/main-ABCDEFGH.js", 11, 20),
      t("/a.json", 21, 30),
      t("/b.json", 21, 31),
      t("/api/me", 32, 40),
    ]);
    expect(depth).toBe(4);
    expect(chain).toEqual(["/", "main.js", "/a.json", "/api/me"]);
    expect(requestStages([t("/", 0, 10), t("/x", 5, 12)]).depth).toBe(1);
  });
});
