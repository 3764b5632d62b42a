import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { env } from "../../functions/lib/env";
import { s3Client } from "../../functions/lib/s3";
import { BOMB_BYTES, BOMB_VARIANTS, pdfBomb } from "../fixtures/datasheets/bomb";
import { api, login } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";
import { datasheetFixtures } from "../fixtures/datasheets";
import { scannedSheet, sheetWithoutFacts, sheetWithoutType } from "../fixtures/datasheets/scan";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";
import { richMaterial, seededMaterial } from "../fixtures/datasheets/materials";
import { printedFields } from "../../functions/integrations/datasheet/sheet-content";
import { MaterialInput, parsePackaging, type Material } from "../../shared/schemas/material";

beforeAll(() => {
  Object.assign(process.env, inject("stackEnv"));
});

/** Keys of the stored files under a prefix (the local S3 of the stack). */
async function storedKeys(prefix: string): Promise<string[]> {
  const r = await s3Client().send(new ListObjectsV2Command({ Bucket: env.bucketName, Prefix: prefix }));
  return (r.Contents ?? []).map((o) => o.Key!);
}

const material = {
  name: "Datasheet test PP copolymer black",
  type: "pp",
  packagingTypes: ["bigBags#bigBags"],
  color: "black",
  condition: "granules",
  recycledContent: 90,
  viscosity: { type: "meltFlowRate", min: 8, max: 12, temperature: 230, weight: 2.16, standard: "dinEnIso1133" },
  density: 0.92,
  countryOfOrigin: "DE",
};

async function create(token: string, body: Record<string, unknown>) {
  const r = await api("PUT", "/materials", { token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; version: number; dataQualityLevel: number };
}

async function pdfText(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

const upload = async (token: string, companyId: string, file: Uint8Array | Buffer, fileName = "sheet.pdf") =>
  api("POST", `/companies/${companyId}/material-from-datasheet`, { token, body: { fileName, file: Buffer.from(file).toString("base64") } });

describe("material datasheets", () => {
  it("a seller gets a datasheet for their material with its name and level", async () => {
    const s = await newTenant();
    const m = await create(s.accessToken, material);
    expect(m.dataQualityLevel).toBe(1);
    const r = await api("GET", `/materials/${m.id}/datasheet`, { token: s.accessToken });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const text = await pdfText(r.body.url);
    expect(text).toContain(material.name);
    expect(text).toContain("DQL 1");
    expect(text).toContain(s.companyName.toUpperCase()); // the heading names the supplier
    expect(text).not.toContain("Internal");

    // the same version is not generated again; an edit makes a new sheet
    const again = await api("GET", `/materials/${m.id}/datasheet`, { token: s.accessToken });
    expect(new URL(again.body.url).pathname).toBe(new URL(r.body.url).pathname);
    const up = await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { name: "Renamed PP black" } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const fresh = await api("GET", `/materials/${m.id}/datasheet`, { token: s.accessToken });
    expect(new URL(fresh.body.url).pathname).not.toBe(new URL(r.body.url).pathname);
    expect(await pdfText(fresh.body.url)).toContain("Renamed PP black");
  });

  it("another company's material answers 404, an unknown one too; admins reach all", async () => {
    const a = await login("admin@example.com");
    const [b, s] = await Promise.all([newTenant(), newTenant()]);
    const m = await create(a.accessToken, { ...material, name: "Buyer-owned PET", type: "pet", companyId: b.companyId });
    expect((await api("GET", `/materials/${m.id}/datasheet`, { token: s.accessToken })).status).toBe(404);
    expect((await api("GET", `/materials/does-not-exist/datasheet`, { token: s.accessToken })).status).toBe(404);
    expect((await api("GET", `/materials/${m.id}/datasheet`)).status).toBe(401);
    expect((await api("GET", `/materials/${m.id}/datasheet`, { token: a.accessToken })).status).toBe(200);
  });

  it("the catalog datasheet works without sign-in, only for listed materials, without internal fields", async () => {
    const a = await login("admin@example.com");
    const t = await newTenant();
    const m = await create(a.accessToken, {
      ...material,
      name: "Catalog PP",
      internalName: "SECRET-INTERNAL-42",
      lotNumber: "LOT-SECRET-7",
      companyId: t.companyId,
    });
    expect((await api("GET", `/catalog/materials/${m.id}/datasheet`)).status).toBe(404);
    const listed = await api("POST", `/materials/${m.id}`, { token: a.accessToken, body: { isPublic: true } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const r = await api("GET", `/catalog/materials/${m.id}/datasheet`);
    expect(r.status).toBe(200);
    const text = await pdfText(r.body.url);
    expect(text).toContain("Catalog PP");
    expect(text).not.toContain("SECRET-INTERNAL-42");
    expect(text).not.toContain("LOT-SECRET-7");
  });

  it("a seller creates a material from a datasheet PDF with the fields it states", async () => {
    const s = await newTenant();
    const fx = datasheetFixtures.find((f) => f.id === "tds-circulen-multicolumn")!;
    const r = await upload(s.accessToken, s.companyId, await fx.build(), fx.fileName);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const { material: m, extracted, engine } = r.body;
    expect(engine).toBe("offline-rules");
    expect(m).toMatchObject({
      companyId: s.companyId,
      name: "CIRCULEN PP-C 2012 T20",
      type: "pp",
      condition: "granules",
      color: "black",
      source: "postConsumer",
      recycledContent: 80,
      density: 1.04,
      ashContent: 20,
      bulkDensity: 520,
      countryOfOrigin: "DE",
      viscosity: { type: "meltFlowRate", min: 10, max: 14, temperature: 230, weight: 2.16, standard: "dinEnIso1133" },
    });
    expect(m).not.toHaveProperty("createdBy"); // staff-only for ordinary users (docs/decisions/0065)
    expect(m.certificates.sort()).toEqual(["euCertPlast", "recyClass"]);
    expect(extracted).toEqual(expect.arrayContaining(["type", "viscosity", "density", "certificates", "packagingTypes"]));
    // the datasheet is kept as the material's document
    expect(m.documents).toHaveLength(1);
    expect(m.documents[0]).toMatchObject({ name: fx.fileName, contentType: "application/pdf" });
    expect((await fetch(m.documents[0].url)).status).toBe(200);
    const got = await api("GET", `/materials/${m.id}`, { token: s.accessToken });
    expect(got.body.density).toBe(1.04);
  });

  it("names a material from its type and condition when the sheet has no name", async () => {
    const s = await newTenant();
    const fx = datasheetFixtures.find((f) => f.id === "en-pp-regrind")!;
    const r = await upload(s.accessToken, s.companyId, await fx.build(), "no-name.pdf");
    expect(r.status).toBe(201);
    expect(r.body.material.name).toBe("EcoPro PP-R 230 Black");
    const { Sheet } = await import("../fixtures/datasheets/pdf");
    const sheet = await Sheet.create();
    sheet.text("Material: HDPE", 50, 700, 10);
    sheet.text("Form: regrind", 50, 680, 10);
    const r2 = await upload(s.accessToken, s.companyId, await sheet.save(), "plain.pdf");
    expect(r2.status).toBe(201);
    expect(r2.body.material.name).toBe("HDPE regrind (from plain.pdf)");
  });

  it("refuses another company, non-PDF files, too big files and unreadable PDFs", async () => {
    const [s, b] = await Promise.all([newTenant(), newTenant()]);
    const pdf = await datasheetFixtures[0].build();
    expect((await upload(s.accessToken, b.companyId, pdf)).status).toBe(404);
    const a = await login("admin@example.com");
    const byAdmin = await upload(a.accessToken, b.companyId, pdf);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.material.companyId).toBe(b.companyId);
    expect((await upload(s.accessToken, "no-such-company", pdf)).status).toBe(404);
    expect((await upload(s.accessToken, s.companyId, Buffer.from("Density: 0.92 g/cm3\n"), "sheet.txt")).status).toBe(415);
    expect((await upload(s.accessToken, s.companyId, Buffer.alloc(4.2 * 1024 * 1024, 0x25), "big.pdf")).status).toBe(413);
    expect((await upload(s.accessToken, s.companyId, Buffer.alloc(7 * 1024 * 1024, 0x25), "huge.pdf")).status).toBe(413);
    expect((await upload(s.accessToken, s.companyId, Buffer.from("%PDF-1.7 broken"), "broken.pdf")).status).toBe(422);
    // A decompression bomb (~200 KB expanding to 200 MB) is refused at once with a reason.
    const bomb = await upload(s.accessToken, s.companyId, pdfBomb(), "bomb.pdf");
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toMatch(/expands to more than/);
    const bad = await api("POST", `/companies/${s.companyId}/material-from-datasheet`, { token: s.accessToken, body: { fileName: "", file: "%%%" } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["body.file", "body.fileName"]);
    expect(
      (
        await api("POST", `/companies/${s.companyId}/material-from-datasheet`, {
          token: s.accessToken,
          body: "%PDF-1.7",
          headers: { "content-type": "application/pdf" },
        })
      ).status,
    ).toBe(415);
  });

  // Each was a way past the first stream check: accepted (201) or read for 10-22 s of CPU and 500+ MB.
  it.each(Object.entries(BOMB_VARIANTS))("refuses a 256 MB bomb (%s) with the reason, and stores nothing", async (_, variant) => {
    const s = await newTenant();
    const r = await upload(s.accessToken, s.companyId, pdfBomb({ ...variant, expandedBytes: BOMB_BYTES }), "bomb.pdf");
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.message).toBe("The PDF expands to more than 64 MB when decompressed");
    const materials = await api("GET", `/companies/${s.companyId}/materials`, { token: s.accessToken });
    expect(materials.status).toBe(200);
    expect(materials.body.items).toEqual([]);
    expect(await storedKeys(`companies/${s.companyId}/`)).toEqual([]);
  });

  it("refuses a scan, a sheet stating nothing and one naming no polymer: 422 on the file, nothing stored", async () => {
    const s = await newTenant();
    const cases: [string, Uint8Array][] = [
      ["This PDF has no text layer (a scan?)", await scannedSheet(2)],
      ["Nothing could be read from this datasheet", await sheetWithoutFacts()],
      ["No polymer type could be read from this datasheet", await sheetWithoutType()],
    ];
    for (const [message, pdf] of cases) {
      const r = await upload(s.accessToken, s.companyId, pdf, "scan.pdf");
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body).toEqual({ message, issues: [{ path: "body.file", message }] });
    }
    const materials = await api("GET", `/companies/${s.companyId}/materials`, { token: s.accessToken });
    expect(materials.body.items).toEqual([]);
    expect(await storedKeys(`companies/${s.companyId}/`)).toEqual([]);
  });

  it("staff file a datasheet's material under the customer's company, never the platform's own", async () => {
    const a = await login("admin@example.com");
    const platform = SEEDED_COMPANY.platform;
    const before = (await api("GET", `/companies/${platform}/materials?limit=200`, { token: a.accessToken })).body.items.length;
    const fx = datasheetFixtures.find((f) => f.id === "tds-circulen-multicolumn")!;
    const own = await upload(a.accessToken, platform, await fx.build(), fx.fileName);
    expect(own.status, JSON.stringify(own.body)).toBe(400);
    const message = "Materials belong to a customer's company; pick the company that offers it";
    expect(own.body).toEqual({ message, issues: [{ path: "params.id", message }] });
    expect((await api("GET", `/companies/${platform}/materials?limit=200`, { token: a.accessToken })).body.items).toHaveLength(before);
    expect(await storedKeys(`companies/${platform}/materials/`)).toEqual([]);
  });
});

/** The fields a material form sends, from a material as the API answers it (no ids, dates, files or level). */
function formInput(m: Material): Record<string, unknown> {
  const keys = Object.keys(MaterialInput.shape).filter((k) => !["images", "documents", "isPublic"].includes(k));
  return Object.fromEntries(keys.map((k) => [k, (m as never)[k]]).filter(([, v]) => v !== undefined && v !== null));
}

/** A field as stored, for comparing; a packaging kind alone ("silos") means the kind as its value. */
/** A field's value for comparison: packaging by kind and value, objects with their keys sorted (the two DynamoDB backends answer maps in different key orders). */
function stored(field: string, v: unknown): string {
  if (field === "packagingTypes" && Array.isArray(v)) return JSON.stringify(v.map((p: string) => `${parsePackaging(p).type}#${parsePackaging(p).value}`));
  const sorted = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(sorted)
      : x && typeof x === "object"
        ? Object.fromEntries(
            Object.entries(x)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, y]) => [k, sorted(y)]),
          )
        : x;
  return JSON.stringify(sorted(v ?? null));
}

describe("our own datasheet read back over the API", () => {
  for (const [what, build] of [
    ["a material with every printed field set", () => richMaterial()],
    ["the seeded 'rPP talc filled 20 % black' (level 3)", () => seededMaterial("rPP talc filled 20 % black")],
  ] as const) {
    it(`${what}: same name, same level, every printed field`, async () => {
      const s = await newTenant();
      const source = build();
      const created = await create(s.accessToken, formInput(source));
      expect(created.dataQualityLevel).toBe(source.dataQualityLevel);
      const original = (await api("GET", `/materials/${created.id}`, { token: s.accessToken })).body as Material;
      const sheet = await api("GET", `/materials/${created.id}/datasheet`, { token: s.accessToken });
      expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
      const pdf = new Uint8Array(await (await fetch(sheet.body.url)).arrayBuffer());

      const r = await upload(s.accessToken, s.companyId, pdf, "our-datasheet.pdf");
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const { material: copy, dropped } = r.body as { material: Material; dropped: unknown[] };
      expect(dropped).toEqual([]);
      expect(copy.name).toBe(original.name);
      expect(copy.dataQualityLevel).toBe(original.dataQualityLevel);
      const printed = printedFields(original, { publicView: false });
      const wrong = printed
        .filter((f) => stored(f, (copy as never)[f]) !== stored(f, (original as never)[f]))
        .map((f) => ({ field: f, printed: (original as never)[f], read: (copy as never)[f] }));
      expect(wrong).toEqual([]);
    });
  }
});
