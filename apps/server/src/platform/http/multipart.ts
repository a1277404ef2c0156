import { AppError, invalidFields } from '../errors.js';

export const BROKEN_UPLOAD_MESSAGE = 'The upload was cut short or is not valid multipart/form-data. Please send the file again.';

/**
 * The multipart parser fails with a plain Error (no code) when a body is cut short or its part
 * headers are broken, e.g. "Unexpected end of multipart data". That is the sender's mistake, a 400
 * on the file, not a 500. Errors with a code (file too large, too many files) and our own errors
 * keep their meaning.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error) || 'code' in error) return error;
  return invalidFields({ file: BROKEN_UPLOAD_MESSAGE });
}

/** One read from the multipart parser (a part, a chunk, a whole file), with a broken body as a 400. */
export async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * The parts of a multipart body, or the chunks of one file, as they arrive. Only the parser's
 * reads are guarded: an error thrown by the caller's loop body is its own.
 */
export async function* uploadParts<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  try {
    for (;;) {
      const step = await readUpload(() => iterator.next());
      done = step.done === true;
      if (done) return;
      yield step.value;
    }
  } finally {
    // The caller stopped early (or the parser failed): let the source clean up, as for await would.
    if (!done) await iterator.return?.();
  }
}
