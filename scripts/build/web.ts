import { build, type Plugin } from "esbuild";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../local/config";
import { chakraImports } from "./chakra-imports";
import { nameByContent } from "./content-names";
import { FIRST_SCREENS, mergeChunks } from "./merge-chunks";
import { precompress } from "./precompress";
import { COMPANY_TYPE_LABELS } from "../../shared/i18n/company-types";
import { LANGUAGES } from "../../shared/i18n/languages";
import { FLAGS_PATH } from "../../web/lib/flags";
import { shellWithNavLabels } from "../../web/app/layout/navEntry";
import { writeWebRegistries } from "./web-registries";

/**
 * "chakra-theme/<path>" → @chakra-ui/react/dist/esm/theme/<path>.js, single theme modules the package's exports
 * map does not expose. The package's theme index builds every recipe at load time, so importing one recipe
 * from it brings all 76; web/app/theme/light.ts picks only what the public screens use (keeps /login small).
 */
const chakraTheme: Plugin = {
  name: "chakra-theme",
  setup(b) {
    b.onResolve({ filter: /^chakra-theme\/[a-z/-]+$/ }, (args) => ({
      path: path.join(ROOT, "node_modules", "@chakra-ui", "react", "dist", "esm", "theme", `${args.path.slice("chakra-theme/".length)}.js`),
    }));
  },
};

// The namespace list and the features' routes and menu entries, derived from the files before bundling.
const regenerated = await writeWebRegistries();
if (regenerated.length) console.log(`regenerated ${regenerated.join(", ")}`);

/** Bundle the SPA with code splitting into dist/web (served locally by scripts/local/static.ts, in AWS by CloudFront). */
const out = path.join(ROOT, "dist", "web");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: [path.join(ROOT, "web", "main.tsx")],
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  sourcemap: false,
  target: "es2022",
  outdir: path.join(out, "assets"),
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  metafile: true,
  define: { "process.env.NODE_ENV": '"production"' },
  plugins: [chakraTheme, chakraImports(ROOT)],
  logLevel: "warning",
});
// The app entry, /login and /materials each load as few files as their screens need, all requested at once.
// Then every file is named after its final text (the merge rewrote some after esbuild named them).
const outputs = nameByContent(ROOT, await mergeChunks(ROOT, result.metafile.outputs, "web/main.tsx", FIRST_SCREENS));
const metafile = { ...result.metafile, outputs };
const entry = Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith("web/main.tsx"))![0];
const toUrl = (file: string) => "/" + path.relative(out, path.join(ROOT, file)).split(path.sep).join("/");
const entryUrl = toUrl(entry);
/** The chunks the entry imports statically: without a hint the browser finds them only after parsing main.js. */
const preloads = outputs[entry].imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => toUrl(i.path));
writeFileSync(
  path.join(out, "index.html"),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Recyclate</title>
<link rel="icon" href="/favicon.svg" />
<link rel="modulepreload" href="${entryUrl}" />
${preloads.map((u) => `<link rel="modulepreload" href="${u}" />`).join("\n")}
</head>
<body>
<div id="root"></div>
<script type="module" src="${entryUrl}"></script>
</body>
</html>
`,
);
cpSync(path.join(ROOT, "web", "public"), out, { recursive: true });
// Translations load at runtime per language and namespace from /assets/locales/{lng}/{ns}.json.
cpSync(path.join(ROOT, "web", "locales"), path.join(out, "assets", "locales"), { recursive: true });
// The company type labels live in shared/ (the server matches them too, ADR 0154): add them to each `options`.
for (const lng of LANGUAGES) {
  const file = path.join(out, "assets", "locales", lng, "options.json");
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), companyType: COMPANY_TYPE_LABELS[lng] }));
}
// The menu's labels live under `nav` in each feature's namespace; the signed-in frame loads only shell, so shell
// carries them all (web/app/layout/navEntry.ts).
for (const lng of LANGUAGES) {
  const dir = path.join(out, "assets", "locales", lng);
  const bundles = Object.fromEntries(readdirSync(dir).map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))]));
  writeFileSync(path.join(dir, "shell.json"), JSON.stringify(shellWithNavLabels(bundles.shell, bundles)));
}
// Country flags are static SVGs the SPA links to (web/lib/flags.ts), never bundled into its JavaScript.
cpSync(path.join(ROOT, "node_modules", "country-flag-icons", "3x2"), path.join(out, ...FLAGS_PATH.split("/")), {
  recursive: true,
  filter: (src) => !path.extname(src) || src.endsWith(".svg"),
});
writeFileSync(path.join(out, "meta.json"), JSON.stringify(metafile));
const compressed = precompress(out, (rel) => rel === "meta.json");
console.log(`web built into ${path.relative(ROOT, out)} (entry ${entryUrl}, ${compressed} files precompressed as .br and .gz)`);
