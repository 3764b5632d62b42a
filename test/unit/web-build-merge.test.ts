import { build } from "esbuild";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { nameByContent } from "../../scripts/build/content-names";
import { mergeChunks } from "../../scripts/build/merge-chunks";

/**
 * A small app split by esbuild as the web build splits the SPA: an entry that loads two screens lazily, a
 * counter module both screens share, helpers the entry shares with one screen, code only one screen has.
 */
const SOURCES: Record<string, string> = {
  "main.js": `import { label } from "./label.js";
export const open = async () => {
  const a = await import("./a.js");
  const b = await import("./b.js");
  const c = await import("./c.js");
  return [label("a", a.default()), label("b", b.default()), label("c", await a.third()), c.default()];
};`,
  "label.js": `export const label = (screen, n) => screen + n;`,
  "counter.js": `let count = 0;
export const bump = () => ++count;`,
  "only-a.js": `import { bump } from "./counter.js";
export const twice = () => (bump(), bump());`,
  "fmt.js": `export const fmt = (n) => "#" + n;`,
  "a.js": `import { twice } from "./only-a.js";
import { label } from "./label.js";
import { fmt } from "./fmt.js";
export default () => twice() + fmt("").length * 0;
export const third = async () => (await import("./b.js")).default() + label("", 0).length;`,
  "b.js": `import { bump } from "./counter.js";
import { label } from "./label.js";
export default () => bump() + label("", 0).length * 0;`,
  "c.js": `import { fmt } from "./fmt.js";
export default () => fmt(5);`,
};

const dir = mkdtempSync(path.join(tmpdir(), "recyclate-merge-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function splitBuild(outdir = "out") {
  for (const [file, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, file), text);
  const result = await build({
    entryPoints: [path.join(dir, "main.js")],
    absWorkingDir: dir,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    outdir: path.join(dir, outdir),
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    logLevel: "silent",
  });
  return result.metafile.outputs;
}

const staticFiles = (outputs: Awaited<ReturnType<typeof splitBuild>>, start: string, seen = new Set<string>()) => {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const i of outputs[start].imports) if (i.kind === "import-statement") staticFiles(outputs, i.path, seen);
  return seen;
};

describe("the web build's chunk merge", () => {
  it("joins what the entry and a root screen load into one file each, and the app still shares one counter", async () => {
    const split = await splitBuild();
    const byEntry = (o: typeof split, name: string) => Object.keys(o).find((k) => o[k].entryPoint === name)!;
    const before = (await import(pathToFileURL(path.join(dir, byEntry(split, "main.js"))).href)) as { open: () => Promise<string[]> };
    const expected = ["a2", "b3", "c5", "#5"];
    expect(await before.open()).toEqual(expected);

    const merged = await mergeChunks(dir, split, "main.js", [{ entry: "a.js" }]);
    const main = byEntry(merged, "main.js");
    const a = byEntry(merged, "a.js");
    expect(staticFiles(merged, main).size).toBe(1);
    // The screen's own code in its file; the counter and the formatter, which other screens load too, in its shared file.
    expect([...staticFiles(merged, a)].filter((f) => f !== main).map((f) => path.basename(f).replace(/-[A-Z0-9]{8}\.js$/, ""))).toEqual(["a", "a-shared"]);
    // The entry's dynamic import of the screen starts the screen's shared file with it.
    expect(readFileSync(path.join(dir, main), "utf8")).toMatch(/import\("\.\/chunks\/a-shared-[A-Z0-9]{8}\.js"\)\.catch\(\(\)=>\{\}\),import\("\.\/chunks\/a-/);
    // Every file the new metafile lists is on disk, and no removed chunk is left behind.
    const onDisk = (d: string): string[] =>
      readdirSync(path.join(dir, d), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? onDisk(path.join(d, e.name)) : [path.join(d, e.name)]));
    expect(onDisk("out").sort()).toEqual(Object.keys(merged).sort());

    // The joined files run as the split ones did (a copy: this process has the old main's URL cached).
    cpSync(path.join(dir, "out"), path.join(dir, "copy"), { recursive: true });
    const after = (await import(pathToFileURL(path.join(dir, "copy", path.relative("out", main))).href)) as { open: () => Promise<string[]> };
    expect(await after.open()).toEqual(expected);
  });

  it("names every file after its final text and the files it loads, so no name is reused for other bytes", async () => {
    const named = async (outdir: string, edit?: (outputs: Awaited<ReturnType<typeof splitBuild>>) => void) => {
      const merged = await mergeChunks(dir, await splitBuild(outdir), "main.js", [{ entry: "a.js" }]);
      edit?.(merged);
      return nameByContent(dir, merged);
    };
    const first = await named("named-1");
    const again = await named("named-2");
    const strip = (o: Record<string, unknown>, d: string) =>
      Object.keys(o)
        .map((f) => path.relative(d, f))
        .sort();
    // The same text gives the same names.
    expect(strip(again, "named-2")).toEqual(strip(first, "named-1"));

    // The merge alone writes one file differently (as a change to the merge code would): that file gets a new
    // name, and so does every file that loads it; a file that loads neither keeps its name.
    const named1 = (o: Record<string, unknown>, re: RegExp) => Object.keys(o).find((f) => re.test(path.basename(f)))!;
    const changed = await named("named-3", (o) => {
      const c = path.join(dir, named1(o, /^c-/));
      writeFileSync(c, readFileSync(c, "utf8") + "\n");
    });
    const base = (o: Record<string, unknown>, d: string, re: RegExp) => path.relative(d, named1(o, re));
    for (const stem of [/^c-/, /^main-/]) expect(base(changed, "named-3", stem)).not.toBe(base(first, "named-1", stem));
    expect(base(changed, "named-3", /^a-shared-/)).toBe(base(first, "named-1", /^a-shared-/));
    // Each name's hash is the one the text on disk gives, and the renamed app still runs.
    expect(nameByContent(dir, changed)).toEqual(changed);
    const main = Object.keys(changed).find((k) => changed[k].entryPoint === "main.js")!;
    const app = (await import(pathToFileURL(path.join(dir, main)).href)) as { open: () => Promise<string[]> };
    expect(await app.open()).toEqual(["a2", "b3", "c5", "#5"]);
  });
});
