import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_NAME_DEFAULT } from '@hivis/contracts';
import { LEGAL_DOCUMENTS } from './legal-documents.js';
import { renderLegalPdf } from './legal-pdf.js';
import { fillPlaceholders, parseMarkdown } from './markdown-blocks.js';

/**
 * Renders docs/legal/*.md into PDFs. Run by the server build (npm run build -w apps/server), with
 * the product name and support details of the build's environment (same defaults as config.ts).
 */
export type LegalBuildOptions = {
  sourceDir: string;
  outDir: string;
  env?: Record<string, string | undefined>;
};

export async function buildLegalPdfs(options: LegalBuildOptions): Promise<string[]> {
  const env = options.env ?? process.env;
  const productName = env.PRODUCT_NAME || PRODUCT_NAME_DEFAULT;
  const values = {
    productName,
    supportEmail: env.SUPPORT_EMAIL || 'support@hivis.test',
    supportPostalAddress: env.SUPPORT_POSTAL_ADDRESS || 'PO Box 123, Alderley QLD 4051',
  };
  await mkdir(options.outDir, { recursive: true });
  const written: string[] = [];
  for (const { slug } of LEGAL_DOCUMENTS) {
    const source = await readFile(path.join(options.sourceDir, `${slug}.md`), 'utf8');
    const blocks = parseMarkdown(fillPlaceholders(source, values));
    const pdf = await renderLegalPdf(blocks, { productName, date: versionDate(source, slug) });
    const target = path.join(options.outDir, `${slug}.pdf`);
    await writeFile(target, pdf);
    written.push(target);
  }
  return written;
}

/** The "Version YYYY-MM-DD" line every legal text carries. */
function versionDate(source: string, slug: string): Date {
  const match = /Version (\d{4}-\d{2}-\d{2})/.exec(source);
  if (!match) throw new Error(`docs/legal/${slug}.md needs a "Version YYYY-MM-DD" line.`);
  return new Date(`${match[1]}T00:00:00Z`);
}

// As a script: tsx src/modules/legal/build-legal-pdfs.ts
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const serverRoot = path.resolve(import.meta.dirname, '../../..');
  const written = await buildLegalPdfs({
    sourceDir: path.resolve(serverRoot, '../../docs/legal'),
    outDir: path.join(serverRoot, 'dist/legal'),
  });
  console.log(`Legal PDFs: ${written.map((file) => path.relative(serverRoot, file)).join(', ')}`);
}
