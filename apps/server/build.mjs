// Bundles the server's own code (and the shared contracts) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hivis/'));

await build({
  entryPoints: { main: 'src/main.ts', 'seed-cli': 'src/seed/seed-cli.ts', 'files-migrate': 'src/files-migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
