import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { COMPRESSIBLE } from "../build/precompress";
import { pickEncoding } from "./encoding";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

/** The decoded path; a broken escape names no file, so the SPA's index.html answers it (as CloudFront's error page would). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return "/";
  }
}

/**
 * Serves the built SPA like CloudFront does: files as they are, any other path gets index.html; text files as
 * the brotli or gzip copy the build wrote next to them when the browser accepts it (Vary: Accept-Encoding).
 */
export function createStaticHandler(dir: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://local");
    const rel = path.normalize(decodedPath(url.pathname)).replace(/^(\.\.[/\\])+/, "");
    let file = path.join(dir, rel);
    const isFile = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    if (!isFile) file = path.join(dir, "index.html");
    if (!existsSync(file)) {
      res.writeHead(503, { "content-type": "text/plain" });
      res.end("The web app is not built yet: run npm run build:web");
      return;
    }
    const hashed = /\/assets\/.*-[A-Z0-9]{8,}\./i.test(file) || /\/chunks\//.test(file);
    const compressible = COMPRESSIBLE.test(file);
    const encoding = compressible ? pickEncoding(req.headers["accept-encoding"], (ext) => existsSync(file + ext)) : null;
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
      ...(compressible ? { vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "content-encoding": encoding.coding } : {}),
    });
    createReadStream(encoding ? file + encoding.ext : file).pipe(res);
  };
}
