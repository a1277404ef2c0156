import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { NUL_MESSAGE, registerNulGuard } from './reject-nul.js';

describe('registerNulGuard', () => {
  it('names every field holding a NUL and lets clean requests through', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNulGuard(app);
    app.post('/echo/:id', async (request) => ({ ok: true, body: request.body }));
    await app.ready();
    try {
      const bad = await app.inject({
        method: 'POST',
        url: '/echo/a%00b?q=x%00',
        payload: { name: 'a\u0000', list: ['fine', { deep: '\u0000' }], ok: 'fine' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 'VALIDATION',
        message: NUL_MESSAGE,
        errors: { id: NUL_MESSAGE, q: NUL_MESSAGE, name: NUL_MESSAGE, 'list.1.deep': NUL_MESSAGE },
      });
      const good = await app.inject({ method: 'POST', url: '/echo/ab?q=x', payload: { name: 'Zoë ✓', n: 1, nothing: null } });
      expect(good.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
