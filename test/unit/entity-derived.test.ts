import { describe, expect, it } from "vitest";
import { domainEntities } from "../../functions/domains/entities";

const MaterialEntity = domainEntities.material;
const ContactEntity = domainEntities.contact;

/** The company entity is its domain's own (functions/domains/companies): read here from the table's registry. */
const CompanyEntity = domainEntities.company;

/** Derived attributes are kept by the entities themselves (watch/set) and never read back (hidden). */
const audit = { createdDate: "2026-01-01T00:00:00.000Z", updatedDate: "2026-01-01T00:00:00.000Z", createdBy: "u", updatedBy: "u", version: 1 };
const table = { table: "t" };

describe("derived entity attributes", () => {
  it("company: nameLower follows name on create and on a rename, and is part of the byName key", () => {
    const created = CompanyEntity.create({ id: "c1", name: "Demo GmbH", ...audit }).params(table);
    // Characters up to "#" become "$" (functions/db/name-sort-key.ts).
    expect(created.Item).toMatchObject({ nameLower: "demo$gmbh", gsi1sk: expect.stringContaining("demo$gmbh") });
    const renamed = CompanyEntity.patch({ id: "c1" }).set({ name: "Other AG" }).params(table);
    expect(Object.values(renamed.ExpressionAttributeValues)).toEqual(expect.arrayContaining(["other$ag", expect.stringContaining("other$ag")]));
    const untouched = CompanyEntity.patch({ id: "c1" }).set({ website: "https://x.example" }).params(table);
    expect(untouched.UpdateExpression).not.toContain("nameLower");
  });

  it("contact: emailLower follows email, and only contacts with an e-mail enter the byEmail index", () => {
    expect(ContactEntity.create({ id: "p1", companyId: "c1", email: "Ann@Example.COM", ...audit }).params(table).Item).toMatchObject({
      emailLower: "ann@example.com",
      gsi2pk: expect.stringContaining("ann@example.com"),
    });
    expect(ContactEntity.create({ id: "p2", companyId: "c1", ...audit }).params(table).Item).not.toHaveProperty("gsi2pk");
  });

  it("material: searchText and documentCount follow name, internal name and documents", () => {
    const item = MaterialEntity.put({
      id: "m1",
      companyId: "c1",
      name: "PP Black",
      internalName: "PP-7",
      type: "pp",
      documents: [{ id: "d0000001", size: 1, contentType: "application/pdf", name: "d.pdf" }],
      ...audit,
    }).params(table).Item;
    expect(item).toMatchObject({ searchText: "pp black pp-7", documentCount: 1 });
    expect(MaterialEntity.put({ id: "m1", companyId: "c1", name: "PP", type: "pp", ...audit }).params(table).Item).toMatchObject({ documentCount: 0 });
  });

  it("reads never carry the derived attributes", () => {
    const raw = { ...MaterialEntity.put({ id: "m1", companyId: "c1", name: "PP", type: "pp", ...audit }).params(table).Item };
    const parsed = MaterialEntity.parse({ Item: raw }).data as Record<string, unknown>;
    expect(parsed).toMatchObject({ id: "m1", name: "PP" });
    expect(parsed).not.toHaveProperty("searchText");
    expect(parsed).not.toHaveProperty("documentCount");
    const company = CompanyEntity.parse({ Item: CompanyEntity.create({ id: "c1", name: "Demo", ...audit }).params(table).Item }).data as Record<
      string,
      unknown
    >;
    expect(company).not.toHaveProperty("nameLower");
  });
});
