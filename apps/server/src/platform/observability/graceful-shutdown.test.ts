import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { startServerProcess } from '../../../test/server-process.js';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-app.js';

/*
 * A stop while people are saving: the server is sent SIGTERM in the middle of a stream of writes,
 * then started again on the same data. Every write it answered must be there once; the rest were
 * refused (503 while stopping, or no connection) and the sender knows to send them again.
 */

const WRITERS = 4;
const NAME_PREFIX = 'Shutdown check';

let dataDir: string;
let serverDatabase: TestDatabase | null = null;
let settings: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hivis-shutdown-'));
  settings = { DATA_DIR: dataDir, SEED_DEMO: 'true', SHUTDOWN_GRACE_SECONDS: '10' };
  if (testDatabaseKind() === 'pg') {
    // An empty database of its own on the server; the process migrates it and adds the demo data.
    serverDatabase = await openTestDatabase('pg', { migrate: false });
    settings.DATABASE_URL = serverDatabase.database.url ?? '';
  }
});

afterAll(async () => {
  await serverDatabase?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.hivis.test', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function savedNames(url: string, headers: Record<string, string>): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/v3/client?take=100&page=${page}&search=${encodeURIComponent(NAME_PREFIX)}`, { headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { name: string }[]; total: number };
    names.push(...body.items.map((item) => item.name));
    if (body.items.length === 0 || names.length >= body.total) return names;
  }
}

describe('SIGTERM while writes are in flight', () => {
  it('finishes what it started, refuses the rest, exits 0, and loses no answered write', async () => {
    const server = await startServerProcess(settings);
    const headers = await signIn(server.url);
    const answered: string[] = [];
    let next = 0;

    const writeUntilGone = async (): Promise<void> => {
      for (;;) {
        next += 1;
        const name = `${NAME_PREFIX} ${next}`;
        const response = await fetch(`${server.url}/api/v3/client`, { method: 'POST', headers, body: JSON.stringify({ kind: 'company', name }) }).catch(
          () => null,
        );
        if (response === null) return; // The server has closed its port.
        const body = await response.text();
        if (response.status === 201) answered.push(name);
        // 503: the server is stopping and takes nothing new; the phone's outbox sends it again.
        else if (response.status !== 503) throw new Error(`Unexpected answer ${response.status}: ${body}`);
      }
    };

    const writers = Array.from({ length: WRITERS }, writeUntilGone);
    while (answered.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    await Promise.all(writers);

    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(server.output()).not.toContain('closing their connections');

    const again = await startServerProcess({ ...settings, SEED_DEMO: 'false' });
    try {
      const saved = await savedNames(again.url, await signIn(again.url));
      for (const name of answered)
        expect(
          saved.filter((savedName) => savedName === name),
          name,
        ).toHaveLength(1);
      // Only what was answered, or was in flight as the answer was lost with the connection.
      expect(saved.length).toBeLessThanOrEqual(answered.length + WRITERS);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  }, 360_000);
});
