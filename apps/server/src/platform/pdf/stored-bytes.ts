import type { FileStorage } from '../files/storage.js';

/** The whole of a stored file, for embedding (logos, signatures) or merging (templates). */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
