import { build } from "esbuild";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { precompress } from "../build/precompress";
import { ROOT } from "../local/config";
import { createStaticHandler } from "../local/static";

/**
 * The floor of a cold load: a bare React + Chakra page (a heading and a paragraph in Chakra's base system) built
 * by esbuild into one minified JS file, served precompressed by the same static handler as the SPA. A screen's
 * LCP is reported beside this page's, measured in the same run.
 */
const PAGE = `
import { createRoot } from "react-dom/client";
import { jsx, jsxs } from "react/jsx-runtime";
import { Box, ChakraProvider, Heading, Text, createSystem, defaultBaseConfig } from "@chakra-ui/react";
const system = createSystem(defaultBaseConfig);
createRoot(document.getElementById("root")).render(
  jsx(ChakraProvider, { value: system, children: jsxs(Box, { "data-testid": "floor", p: 8, maxW: "md", mx: "auto", children: [
    jsx(Heading, { as: "h1", fontSize: "2xl", children: "Sign in to Recyclate" }),
    jsx(Text, { mt: 4, children: "The marketplace for recycled plastics: enter your e-mail address and password to continue." }),
  ] }) }),
);`;

export const FLOOR_SELECTOR = '[data-testid="floor"]';

export async function startFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "recyclate-web-floor-"));
  await build({
    stdin: { contents: PAGE, resolveDir: ROOT, sourcefile: "floor.js", loader: "js" },
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    outfile: path.join(dir, "assets", "floor-00000000.js"),
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8" />\n<meta name="viewport" content="width=device-width, initial-scale=1" />\n<title>Floor</title>\n<link rel="icon" href="data:," />\n<link rel="modulepreload" href="/assets/floor-00000000.js" />\n</head>\n<body>\n<div id="root"></div>\n<script type="module" src="/assets/floor-00000000.js"></script>\n</body>\n</html>\n`,
  );
  precompress(dir);
  const server = createServer(createStaticHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
