import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, which the
 * server hands to browsers that accept them (@fastify/static's preCompressed). Done once here at
 * the highest settings, so no request pays for compressing, and people on weak mobile data
 * download about a third of the bytes.
 */

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.ico']);
/** Below this a compressed copy saves less than the extra lookup costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Compressed copies of one file; none when a copy would not be smaller. */
async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hivis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesBelow(outDir);
      const wanted: string[] = [];
      for (const file of files) {
        if (!COMPRESSIBLE.has(path.extname(file))) continue;
        if ((await stat(file)).size >= MIN_BYTES) wanted.push(file);
      }
      await Promise.all(wanted.map(precompressFile));
    },
  };
}
