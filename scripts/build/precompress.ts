import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text assets worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

/**
 * Write file.br (brotli, quality 11) and file.gz (gzip -9) next to every compressible file under dir, once at
 * build time, so the local server never compresses per request (scripts/local/static.ts negotiates which to
 * send). CloudFront compresses on its own edge (infra/stacks/web.ts) and ignores these copies.
 */
export function precompress(dir: string, skip: (rel: string) => boolean = () => false): number {
  let count = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name) && !skip(path.relative(dir, file))) {
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        count++;
      }
    }
  };
  walk(dir);
  return count;
}
