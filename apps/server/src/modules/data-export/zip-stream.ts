import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/*
 * A ZIP written as it is made: each file's text is deflated chunk by chunk and the archive's
 * bytes go straight to the response. When the connection is slower than the database, writing
 * waits for the socket to drain, so memory holds a chunk or two, never the whole archive.
 */

const encoder = new TextEncoder();
/** Text gathered before it is compressed: big enough to compress well, small enough to stream. */
const CHUNK_CHARS = 64 * 1024;

export type ZipWriter = {
  /** The archive's bytes, to send as the response body. */
  stream: PassThrough;
  /** Adds one file from its text, piece by piece. Resolves when it is in the archive. */
  addFile: (name: string, pieces: AsyncIterable<string> | Iterable<string>) => Promise<void>;
  /** Writes the central directory and ends the stream. */
  finish: () => void;
};

export function createZipWriter(): ZipWriter {
  const stream = new PassThrough();
  const zip = new Zip((error, data, final) => {
    // The person closed the download: nothing more to send.
    if (stream.destroyed) return;
    if (error) {
      stream.destroy(error);
      return;
    }
    stream.write(data);
    if (final) stream.end();
  });

  const drained = async () => {
    if (stream.destroyed) throw new Error('the download was closed');
    // A download closed while waiting never drains; 'close' ends the wait (and the export) instead.
    if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
    if (stream.destroyed) throw new Error('the download was closed');
  };

  return {
    stream,
    addFile: async (name, pieces) => {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      let buffer = '';
      for await (const piece of pieces) {
        buffer += piece;
        if (buffer.length >= CHUNK_CHARS) {
          file.push(encoder.encode(buffer), false);
          buffer = '';
          await drained();
        }
      }
      file.push(encoder.encode(buffer), true);
      await drained();
    },
    finish: () => zip.end(),
  };
}
