// npm test: every check, in the order that fails fastest. API tests run on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set. End-to-end tests need a system Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Checks that read the code without running it, in two lanes side by side: ESLint keeps one core
 * busy for as long as the type checker, the formatter and dependency-cruiser take one after
 * another on the other. Output is held and printed whole, one check after another.
 */
function runCheck({ title, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ title, status, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function runLanes(lanes) {
  console.log(`\n▶ ${lanes.map((lane) => lane.map((check) => check.title).join(', then ')).join(' | ')}`);
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const results = [];
      for (const check of lane) {
        const result = await runCheck(check);
        results.push(result);
        if (result.status !== 0) break;
      }
      return results;
    }),
  );
  const results = laneResults.flat();
  for (const { title, status, output, seconds } of results) {
    if (output.trim()) console.log(output.trimEnd());
    console.log(`${status === 0 ? '✔' : '✖'} ${title} (${seconds.toFixed(1)} s)`);
  }
  if (results.some((result) => result.status !== 0)) process.exit(1);
}

function checkMigrationsAreCommitted() {
  console.log('\n▶ migrations match the schema');
  const serverDir = path.join(root, 'apps/server');
  // drizzle-kit reads its output folder relative to the config, so the scratch copy sits beside it.
  const scratch = mkdtempSync(path.join(serverDir, '.drizzle-check-'));
  cpSync(path.join(serverDir, 'drizzle'), scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'check'], {
    cwd: serverDir,
    env: { ...process.env, DRIZZLE_OUT: `./${path.basename(scratch)}` },
    encoding: 'utf8',
  });
  const after = readdirSync(scratch).length;
  rmSync(scratch, { recursive: true, force: true });
  // drizzle-kit can print an error and still exit 0, so its output is read as well.
  if (result.status !== 0 || /error/i.test(result.stderr.replace(/npm warn.*\n/g, ''))) {
    console.error(result.stdout, result.stderr);
    console.error('✖ drizzle-kit could not compare the schema with the migrations');
    process.exit(1);
  }
  if (after !== before) {
    console.error('✖ The database schema changed without a migration. Run: npm run db:generate');
    process.exit(1);
  }
  console.log('✔ migrations match the schema');
}

/** Finds Chromium; installs Debian's package when we are root with apt, else says what to do. */
function ensureChromium() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    run('install Chromium (Debian package)', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium >/dev/null']);
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('✖ End-to-end tests need Chromium: install it (Debian: apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}

await runLanes([
  [{ title: 'lint', command: 'npx', args: ['eslint', '.'] }],
  [
    { title: 'type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { title: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
    { title: 'code shape (dependency-cruiser)', command: 'npm', args: ['run', 'lint:deps', '--silent'] },
  ],
]);
checkMigrationsAreCommitted();
run('unit and API tests', 'npx', ['vitest', 'run']);
const chromePath = ensureChromium();
run('build', 'npm', ['run', 'build', '--silent']);
run('first-load budget', 'node', ['scripts/check-first-load.mjs']);
run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], {
  cwd: path.join(root, 'e2e'),
  env: { ...process.env, CHROME_PATH: chromePath },
});
console.log('\nAll checks passed.');
