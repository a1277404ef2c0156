/**
 * Splits a stream of newline-delimited JSON into parsed lines as they arrive; a line cut between
 * two chunks waits for the rest.
 */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim() !== '') yield JSON.parse(line) as unknown;
    if (done) return;
  }
}
