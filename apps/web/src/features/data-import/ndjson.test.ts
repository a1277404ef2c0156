import { describe, expect, it } from 'vitest';
import { ndjsonLines } from './ndjson';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('ndjsonLines', () => {
  it('yields each line once it is complete, whatever the chunk boundaries', async () => {
    const lines: unknown[] = [];
    for await (const line of ndjsonLines(streamOf(['{"type":"progress","do', 'ne":0}\n\n{"a":', '1}\n{"b":"ü"}']))) lines.push(line);
    expect(lines).toEqual([{ type: 'progress', done: 0 }, { a: 1 }, { b: 'ü' }]);
  });
});
