import { Service } from "electrodb";
import { describe, expect, it } from "vitest";
import { MAX_FILTER_VALUES } from "../../../shared/schemas/limits";
import { MaterialListQuery, materialTypes, processingMethods, sources } from "../../../shared/schemas/material";
import { entities } from "../../db/service";
import { adminPlan, applyWhere, facetsOf, materialFilters } from "./queries-lists";

/** DynamoDB's limits on one expression: 4 KB of text and 300 operators or functions. */
const MAX_EXPRESSION_BYTES = 4096;
const MAX_OPERATORS = 300;
const operators = (expr: string) =>
  (expr.match(/<>|<=|>=|=|<|>|\b(AND|OR|NOT|BETWEEN|IN)\b|\b(contains|begins_with|attribute_exists|attribute_not_exists|attribute_type|size)\(/g) ?? []).length;

const n = (count: number, f: (i: number) => string) => Array.from({ length: count }, (_, i) => f(i)).join(",");
const letters = (i: number) => String.fromCharCode(65 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26));

/** The largest filter the caps admit: every list at its cap, long values, every flag set. */
const worst = MaterialListQuery.parse({
  types: materialTypes.slice(0, MAX_FILTER_VALUES.types).join(","),
  conditions: n(MAX_FILTER_VALUES.conditions, (i) => `other#${"c".repeat(90)}${i}`),
  colors: n(MAX_FILTER_VALUES.colors, (i) => `other#${"k".repeat(90)}${i}`),
  countries: n(MAX_FILTER_VALUES.countries, letters),
  source: n(MAX_FILTER_VALUES.source, (i) => sources[i % sources.length]),
  processingMethods: n(MAX_FILTER_VALUES.processingMethods, (i) => processingMethods[i % processingMethods.length]),
  q: "q".repeat(200),
  hasDocuments: "true",
  showInvalid: "true",
});

/** No facet keyed by an index: every filter is in the expression, the largest it can get. */
const worstFilters = () => materialFilters(worst, facetsOf(worst));

describe("GET /materials filter expression at the caps", () => {
  const svc = new Service(entities, { table: "t" }).entities;
  const cases = {
    all: () => applyWhere(svc.material.query.all({}) as any, worstFilters()),
    byCompany: () => applyWhere(svc.material.query.byCompany({ companyId: "c".repeat(64) }) as any, worstFilters()),
    catalog: () => applyWhere(svc.material.query.catalog({}) as any, worstFilters()),
  };
  it.each(Object.entries(cases))("%s stays under 4 KB and 300 operators", (_, build) => {
    const params = (build() as { params(o?: object): Record<string, unknown> }).params({ limit: 100 });
    for (const key of ["FilterExpression", "KeyConditionExpression"] as const) {
      const expr = String(params[key] ?? "");
      expect(Buffer.byteLength(expr), key).toBeLessThan(MAX_EXPRESSION_BYTES);
      expect(operators(expr), key).toBeLessThanOrEqual(MAX_OPERATORS);
    }
    const filter = String(params.FilterExpression);
    console.info(`worst-case filter: ${Buffer.byteLength(filter)} bytes, ${operators(filter)} operators`);
  });

  it("the caps are what the schema enforces", () => {
    expect(MaterialListQuery.safeParse({ countries: n(MAX_FILTER_VALUES.countries + 1, letters) }).success).toBe(false);
    expect(MaterialListQuery.safeParse({ conditions: n(50, String), colors: n(50, String), countries: n(50, letters) }).success).toBe(false);
  });
});

describe("admin list plan (ADR 0081, 0155)", () => {
  process.env.TABLE_NAME ??= "t";
  const params = (q: unknown) => (q as { params(): { IndexName?: string; ExpressionAttributeValues: Record<string, string> } }).params();
  const plan = (f: Parameters<typeof facetsOf>[0], companies: string[] | null = null) => {
    const p = adminPlan(facetsOf(f), companies && new Set(companies));
    const queries = p.make.map((make) => params(make(null)));
    return { keyed: p.keyed, indexes: [...new Set(queries.map((q) => q.IndexName))], keys: queries.map((q) => q.ExpressionAttributeValues[":pk"]) };
  };

  it("two facets read a pair index, one Query per pair of values, and filter neither", () => {
    const p = plan({ countries: ["DE", "PL"], conditions: ["regrind"] });
    expect(p).toEqual({
      keyed: ["countryOfOrigin", "condition"],
      indexes: ["gsi9"],
      keys: ["$recyclate#countrycondition_de#regrind", "$recyclate#countrycondition_pl#regrind"],
    });
    expect(plan({ type: "pp", conditions: ["powder"] }).indexes).toEqual(["gsi7"]);
    expect(plan({ types: ["pp", "pet"], countries: ["PT"] }).indexes).toEqual(["gsi8"]);
  });

  it("three facets key on the pair with the fewest Queries and filter the third", () => {
    const p = plan({ types: ["pp"], conditions: ["regrind"], countries: ["DE", "PL"] });
    expect(p.keyed).toEqual(["type", "condition"]);
    expect(p.keys).toHaveLength(1);
    const where = materialFilters({ countries: ["DE", "PL"] }, facetsOf({ types: ["pp"], conditions: ["regrind"], countries: ["DE", "PL"] }), p.keyed as never);
    expect(where).toHaveLength(1);
  });

  it("more than 10 pairs fall back to the facet with the fewest values", () => {
    const p = plan({ types: ["pp", "pet", "ps"], conditions: ["regrind", "powder", "granules", "agglomerate"] });
    expect(p).toMatchObject({ keyed: ["type"], indexes: ["gsi4"] });
    expect(p.keys).toHaveLength(3);
  });

  it("one facet, companies and no facet keep their indexes", () => {
    expect(plan({ conditions: ["powder"] })).toMatchObject({ keyed: ["condition"], indexes: ["gsi5"] });
    expect(plan({ countries: ["DE"], conditions: ["powder"] }, ["c1"])).toMatchObject({ keyed: "company", indexes: ["gsi1"] });
    expect(plan({})).toMatchObject({ keyed: [], indexes: ["gsi2"] });
  });
});
