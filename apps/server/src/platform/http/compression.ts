import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/*
 * API answers (JSON lists, SWMS content, CSV exports) are compressed for clients that accept it:
 * a page of jobs shrinks to about a sixth, which is what a phone on a weak site connection waits
 * for. Types that are compressed already (PDF, PNG, ZIP) are left as they are, and answers under
 * 1 KiB are not worth the work. The web app's own files are compressed once, at build time
 * (apps/web/build-tools/precompress.ts), and @fastify/static sends those copies as they are.
 *
 * Request bodies are not decompressed: no client of ours sends them compressed, and a small
 * compressed body could unpack past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
