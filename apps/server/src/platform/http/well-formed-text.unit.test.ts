import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerWellFormedText, wellFormedText } from './well-formed-text.js';

describe('wellFormedText', () => {
  it('replaces lone surrogates only, keeping whole pairs and the rest of the text', () => {
    expect(wellFormedText('\u202e\udfff')).toBe('\u202e\ufffd');
    expect(wellFormedText('cut emoji \ud83d')).toBe('cut emoji \ufffd');
    expect(wellFormedText('\udc77\ud83d')).toBe('\ufffd\ufffd');
    expect(wellFormedText('worker 👷 ok')).toBe('worker 👷 ok');
    expect(wellFormedText('Zoë')).toBe('Zoë');
  });
});

describe('registerWellFormedText', () => {
  it('repairs every string of a JSON body, however deep, before the handler sees it', async () => {
    const app = Fastify();
    registerWellFormedText(app);
    app.post('/echo', async (request) => ({ body: request.body }));
    await app.ready();
    try {
      // Sent as raw JSON: a JavaScript object would be re-encoded on the way.
      const payload = '{"lastName":"\\u202e\\udfff","list":["fine",{"deep":"a\\ud800"}],"pair":"\\ud83d\\udc77","n":1,"none":null}';
      const response = await app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ body: { lastName: '\u202e\ufffd', list: ['fine', { deep: 'a\ufffd' }], pair: '👷', n: 1, none: null } });
    } finally {
      await app.close();
    }
  });
});
