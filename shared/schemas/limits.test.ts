import { describe, expect, it } from "vitest";
import { LoginInput, RefreshInput, SignupInput, UpdatePasswordInput } from "./auth";
import { CompanyInput } from "./company";
import { ConfigPut } from "./config";
import { ContactUpdate } from "./contact";
import {
  MAX_AMOUNT_KG,
  MAX_CHOICE_LENGTH,
  MAX_CONFIG_BYTES,
  MAX_CONFIG_DEPTH,
  MAX_FILE_BYTES,
  MAX_FILTER_VALUES,
  MAX_LIST_ITEMS,
  MAX_PASSWORD_LENGTH,
  MAX_PRICE,
  MAX_VERSION,
  PATH_ID_PATTERN,
} from "./limits";
import { MaterialCreate, MaterialListQuery, MaterialUpdate, UploadRequest, WarehouseInput } from "./material";

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe("number bounds", () => {
  const numbers = ["recycledContent", "density", "bulkDensity", "tensileModulus", "co2Equivalents", "batchSize", "heatDeflectionTemperature"];
  it.each(numbers)("%s refuses 1e308, 2^53, 1e-130 and -1e-130", (field) => {
    for (const v of [1e308, 2 ** 53, 1e-130, -1e-130]) expect(ok(MaterialCreate, { name: "x", [field]: v }), `${field}=${v}`).toBe(false);
  });

  it("prices, amounts, versions and file sizes have upper bounds", () => {
    expect(ok(MaterialCreate, { name: "x", pricePerTon: { amount: MAX_PRICE } })).toBe(true);
    expect(ok(MaterialCreate, { name: "x", pricePerTon: { amount: MAX_PRICE * 10 } })).toBe(false);
    expect(ok(MaterialCreate, { name: "x", pricePerTon: { amount: 2 ** 53 } })).toBe(false);
    expect(ok(MaterialCreate, { name: "x", pricePerTon: { amount: 1e-130 } })).toBe(false);
    expect(ok(MaterialCreate, { name: "x", incoterms: [{ type: "EXW", price: { amount: 1e308 } }] })).toBe(false);
    expect(ok(MaterialCreate, { name: "x", viscosity: { type: "meltFlowRate", min: 1e-130 } })).toBe(false);
    expect(ok(WarehouseInput, { id: "m1", availableAmountKg: MAX_AMOUNT_KG })).toBe(true);
    for (const v of [1e308, MAX_AMOUNT_KG + 1, 1e-130]) expect(ok(WarehouseInput, { id: "m1", availableAmountKg: v }), String(v)).toBe(false);
    expect(ok(MaterialUpdate, { version: MAX_VERSION + 1 })).toBe(false);
    expect(ok(ContactUpdate, { version: 2 ** 53 })).toBe(false);
    expect(ok(ConfigPut, { value: 1, version: 1e308 })).toBe(false);
    expect(ok(UploadRequest, { contentType: "image/png", size: MAX_FILE_BYTES + 1 })).toBe(false);
  });

  it("zero and ordinary values still pass", () => {
    expect(ok(MaterialCreate, { name: "x", ashContent: 0, bulkDensity: 0.5, pricePerTon: { amount: 0 }, heatDeflectionTemperature: -40 })).toBe(true);
    expect(ok(MaterialCreate, { name: "x", ashContent: -0 })).toBe(true);
  });
});

describe("text and list caps", () => {
  it("'other#' texts and packaging entries are capped", () => {
    const long = `other#${"€".repeat(MAX_CHOICE_LENGTH)}`;
    for (const field of ["color", "condition", "chainOfCustody"]) expect(ok(MaterialCreate, { name: "x", [field]: long }), field).toBe(false);
    expect(ok(MaterialCreate, { name: "x", packagingTypes: [long] })).toBe(false);
    expect(ok(MaterialCreate, { name: "x", modifyingAdditives: [long] })).toBe(false);
    expect(ok(MaterialCreate, { name: "x", packagingTypes: Array(21).fill("silos") })).toBe(false);
  });

  it("company and profile lists are capped", () => {
    const many = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `a${i}`);
    expect(ok(CompanyInput, { name: "x", applications: many })).toBe(false);
    expect(ok(CompanyInput, { name: "x", applications: ["x".repeat(201)] })).toBe(false);
    expect(ok(CompanyInput, { name: "x", buyerProfile: { products: many } })).toBe(false);
    expect(ok(CompanyInput, { name: "x", sellerProfile: { materials: [{ type: "pp", capacity: { amountKg: 1e308, frequency: "month" } }] } })).toBe(false);
  });

  it("auth inputs are capped", () => {
    const pw = `Aa1!${"x".repeat(MAX_PASSWORD_LENGTH)}`;
    expect(ok(LoginInput, { email: "a@b.de", password: pw })).toBe(false);
    expect(ok(SignupInput, { email: "a@b.de", password: pw, firstName: "a", lastName: "b", companyName: "c" })).toBe(false);
    expect(ok(UpdatePasswordInput, { oldPassword: pw, newPassword: "Abcdef1!" })).toBe(false);
    expect(ok(RefreshInput, { refreshToken: "x".repeat(10000), userId: "u" })).toBe(false);
    expect(ok(LoginInput, { email: `${"a".repeat(250)}@b.de`, password: "x" })).toBe(false);
  });

  it("list filters cap their number of values", () => {
    const csv = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(",");
    const letters = (i: number) => String.fromCharCode(65 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26));
    expect(ok(MaterialListQuery, { countries: csv(MAX_FILTER_VALUES.countries, letters) })).toBe(true);
    expect(ok(MaterialListQuery, { countries: csv(MAX_FILTER_VALUES.countries + 1, letters) })).toBe(false);
    expect(ok(MaterialListQuery, { conditions: csv(50, (i) => `c${i}`), colors: csv(50, (i) => `c${i}`), countries: csv(50, letters) })).toBe(false);
  });
});

describe("URL fields", () => {
  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "file:///etc/passwd", "ftp://x.de"])(
    "refuse %s",
    (url) => {
      expect(ok(CompanyInput, { name: "x", website: url })).toBe(false);
      expect(ok(ContactUpdate, { linkedIn: url })).toBe(false);
    },
  );
  it("accept http(s)", () => {
    expect(ok(CompanyInput, { name: "x", website: "https://example.com/a?b=1" })).toBe(true);
    expect(ok(ContactUpdate, { linkedIn: "http://linkedin.com/in/x" })).toBe(true);
  });
});

describe("config values", () => {
  const nest = (n: number): unknown => (n === 0 ? 1 : { a: nest(n - 1) });
  const issues = (value: unknown) => {
    const r = ConfigPut.safeParse({ value });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("accepts ordinary JSON", () => {
    expect(issues({ order: ["a", "b"], columns: { open: [1, 2.5, 0, -3] }, on: true, none: null })).toEqual([]);
    expect(issues(nest(MAX_CONFIG_DEPTH))).toEqual([]);
  });
  it("refuses depth, empty and prototype keys, unsafe numbers and size, naming the place", () => {
    expect(issues(nest(32))[0]).toMatch(/Nested at most/);
    expect(issues(nest(MAX_CONFIG_DEPTH + 1)).length).toBe(1);
    expect(issues({ "": 1 })).toEqual(["value: Keys must not be empty"]);
    expect(issues({ a: { "": 1 } })).toEqual(["value.a: Keys must not be empty"]);
    expect(issues(JSON.parse('{"x":{"__proto__":{"admin":true}}}'))).toEqual(["value.x.__proto__: This key is not allowed"]);
    expect(issues({ constructor: 1 })).toEqual(["value.constructor: This key is not allowed"]);
    expect(issues({ n: 1e308 })[0]).toMatch(/^value.n: Numbers must be finite/);
    expect(issues([2 ** 53])[0]).toMatch(/^value.0: /);
    expect(issues({ n: 1e-130 })[0]).toMatch(/^value.n: Must be 0 or at least/);
    expect(issues({ n: Infinity })[0]).toMatch(/finite/);
    expect(issues("x".repeat(MAX_CONFIG_BYTES))[0]).toMatch(/bytes as JSON/);
  });
});

describe("path ids", () => {
  it("admit our ids and refuse long or odd ones", () => {
    for (const id of ["c0000000-0000-4000-8000-000000000105", "m_1", "a.b:c@d"]) expect(PATH_ID_PATTERN.test(id), id).toBe(true);
    for (const id of ["", "x".repeat(65), "€".repeat(700), "a/b", "a b", "a\nb", "%00"]) expect(PATH_ID_PATTERN.test(id), id).toBe(false);
  });
});
