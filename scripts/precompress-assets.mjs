#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of a
// built front end, so the server sends them as they are (@fastify/static's preCompressed) instead of
// compressing each request at the quick settings it uses for answers made on the fly. A first
// visit then downloads smaller scripts (quality 11 against 3) and no request spends the event loop
// on compressing a file that never changes. Runs at the end of `npm run build:storefront` and
// `npm run build:backoffice` (a Vite plugin); `node scripts/precompress-assets.mjs <dist>` does a
// built directory by hand.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { afterBuild } from './lib/after-build.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Pictures and fonts are compressed by their own formats. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** As the server's own threshold: a smaller file gains less than the header costs. */
const FROM_BYTES = 1024;

/** Every file under `dir`, except dot-directories (Vite's manifest; never served). */
async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** The two compressed forms of one file, each written only when it is smaller than the file. */
async function compressFile(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { file, bytes: body.length, br: 0, gz: 0 };
  if (br.length < body.length) await writeFile(`${file}.br`, br).then(() => (written.br = br.length));
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz).then(() => (written.gz = gz.length));
  return written;
}

/** Compresses every text file of at least FROM_BYTES under `dir`; returns what it wrote. */
export async function precompressDir(dir) {
  const files = [];
  for (const file of await filesUnder(dir)) {
    if (TEXT.test(file) && (await stat(file)).size >= FROM_BYTES) files.push(file);
  }
  return Promise.all(files.map(compressFile));
}

/** The Vite plugin: precompresses the output directory once the bundle is written. */
export function precompressAssets() {
  return afterBuild('precompress-assets', async (outDir) => {
    const written = await precompressDir(outDir);
    const sum = (key) => written.reduce((total, w) => total + w[key], 0);
    console.log(`precompressed ${written.length} files: ${sum('bytes')} bytes -> br ${sum('br')}, gzip ${sum('gz')}`);
  });
}

// By hand (no top-level await: the Vite configs that import this file are bundled as CommonJS).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress-assets.mjs <built directory>');
    process.exit(2);
  }
  void precompressDir(dir).then((written) => console.log(`precompressed ${written.length} files under ${dir}`));
}
