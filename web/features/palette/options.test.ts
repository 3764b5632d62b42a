import { describe, expect, it } from "vitest";
import type { SavedView } from "../../../shared/schemas/saved-view";
import { paletteOptions } from "./options";
import { viewPath } from "./paths";

const view = (name: string, query: string): SavedView => ({
  id: `v-${name}`,
  name,
  screen: "requests",
  query,
  createdDate: "",
  updatedDate: "",
  createdBy: "",
  updatedBy: "",
  version: 1,
});
const actions = [{ key: "newMaterial", label: "New material", to: "/new-material" }];

describe("palette options", () => {
  it("with no text: recent records, then saved views, then actions", () => {
    const rows = paletteOptions("", [], [{ kind: "company", id: "c1", title: "Acme", detail: null }], [view("Open PP", "status=open")], actions);
    expect(rows.map((r) => [r.group, r.to])).toEqual([
      ["recent", "/companies/c1"],
      ["views", "/material-requests?status=open"],
      ["actions", "/new-material"],
    ]);
  });

  it("with text: the search's hits, then the views and actions whose name holds it (case-insensitive)", () => {
    const hits = [{ kind: "deal" as const, id: "d1", title: "TRX-1", detail: null, match: "number" as const }];
    const rows = paletteOptions("open", hits, [], [view("Open PP", "status=open"), view("Closed", "status=closed")], actions);
    expect(rows.map((r) => r.key)).toEqual(["results:deal:d1", "view:v-Open PP"]);
    expect(rows[0].record).toEqual({ kind: "deal", id: "d1", title: "TRX-1", detail: null });
  });

  it("a view without filters opens its bare list", () => {
    expect(viewPath("leads", "")).toBe("/leads");
  });
});
