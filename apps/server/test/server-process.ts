import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverRoot } from '../src/config.js';
import { TEST_APP_SECRET } from './test-app.js';

/*
 * The server as operators run it: its own process (src/main.ts through tsx), its own port, its
 * own settings. For what app.inject cannot show: signals, start-up and shutdown, restarts.
 */

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts src/main.ts with these settings and resolves once it answers on its port. */
export async function startServerProcess(settings: Record<string, string>, startTimeoutMs = 180_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      APP_SECRET: TEST_APP_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: path.join(serverRoot, 'no-web-build'),
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${printed}`);
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, child, output: () => printed, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${startTimeoutMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
