import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every
 * compressible file of the browser build (`x.js.br`, `x.js.gz`), so the API
 * serves them from memory without compressing anything per request
 * (api/src/http/static-files). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'cypher-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (skip) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || relative(outDir, file).startsWith('.vite')) continue;
        const body = readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gzip = gzipSync(body, { level: 9 });
        if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
