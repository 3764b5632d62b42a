import { build, type Plugin } from "esbuild";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chakraAnatomies } from "../../scripts/build/chakra-anatomy";
import { chakraImports } from "../../scripts/build/chakra-imports";
import { ROOT } from "../../scripts/local/config";

const esm = path.join(ROOT, "node_modules", "@chakra-ui", "react", "dist", "esm");

/** The input files esbuild reaches from `entry` (react and emotion left out), with or without the plugin. */
async function reached(entry: string, plugins: Plugin[]) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    metafile: true,
    logLevel: "silent",
    external: ["react", "react-dom", "react/*", "@emotion/*"],
    plugins,
  });
  return Object.keys(result.metafile.inputs).map((f) => f.replace(/^.*node_modules\//, ""));
}

describe("the web build's import rewrites (what a login field reaches)", () => {
  it("takes zag-js helpers from the files that define them, not through the barrels", async () => {
    const field = path.join(esm, "components", "field", "field.js");
    const without = await reached(field, []);
    const withPlugin = await reached(field, [chakraImports(ROOT)]);
    // Through the dom-query and react barrels a field reaches the tab-focus helpers and the machine runtime.
    for (const file of ["@zag-js/dom-query/dist/tabbable.mjs", "@zag-js/react/dist/machine.mjs"]) {
      expect(without).toContain(file);
      expect(withPlugin).not.toContain(file);
    }
    expect(withPlugin.filter((f) => f.startsWith("@zag-js/") && f.endsWith("/index.mjs"))).toEqual([]);
  });

  it("gives a recipe its own anatomy, so it reaches no other component's", async () => {
    const alert = path.join(esm, "theme", "recipes", "alert.js");
    const without = await reached(alert, []);
    const withPlugin = await reached(alert, [chakraImports(ROOT)]);
    expect(without.filter((f) => f.endsWith(".anatomy.js") || f.endsWith(".anatomy.mjs")).length).toBeGreaterThan(10);
    expect(withPlugin.filter((f) => f.includes("anatomy") && !f.startsWith("chakra-anatomy:"))).toEqual(["@zag-js/anatomy/dist/create-anatomy.mjs"]);
  });

  it("cuts one anatomy's statement and what it uses out of anatomy.js", () => {
    const anatomies = chakraAnatomies(esm);
    expect(anatomies.anatomyModule("fieldAnatomy")).toBe(
      [
        "import { fieldAnatomy as fieldAnatomy$1 } from '@ark-ui/react/field';",
        'const fieldAnatomy = fieldAnatomy$1.extendWith("requiredIndicator");',
        "export { fieldAnatomy };",
      ].join("\n"),
    );
    expect(anatomies.anatomyModule("checkboxAnatomy")).toBe("export { checkboxAnatomy } from '@ark-ui/react/checkbox';");
    expect(anatomies.anatomyModule("alertAnatomy")).toMatch(
      /^import \{ createAnatomy \} from '@zag-js\/anatomy';\nconst alertAnatomy = createAnatomy\("alert"\)/,
    );
    expect(anatomies.has("alertAnatomy")).toBe(true);
    expect(anatomies.has("noSuchAnatomy")).toBe(false);
  });
});
