/**
 * The legal documents: their Markdown source in docs/legal, and the PDF the server build renders
 * from it into apps/server/dist/legal (see build-legal-pdfs.ts). Shared by the build and the routes,
 * so this file must not import the PDF library (a build-time tool, not installed in production).
 */
export type LegalDocument = {
  /** The page address (/privacy-policy), the Markdown file (privacy-policy.md) and the PDF (privacy-policy.pdf). */
  slug: 'privacy-policy' | 'terms';
  /** What a 404 calls it. */
  label: string;
};

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { slug: 'privacy-policy', label: 'privacy policy' },
  { slug: 'terms', label: 'terms of service' },
];

/** The name a browser offers when the PDF is saved: HiVis-privacy-policy.pdf. */
export function downloadName(productName: string, slug: LegalDocument['slug']): string {
  const safe = productName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'legal';
  return `${safe}-${slug}.pdf`;
}
