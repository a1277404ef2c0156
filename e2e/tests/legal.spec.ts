import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { expect, test } from '../fixtures/test';

/* Spec 2.1, 2.5 and 9: the footer links to the privacy policy and terms, served as PDFs. */

const documents = [
  { name: 'Privacy Policy', href: '/privacy-policy', filename: 'HiVis-privacy-policy.pdf' },
  { name: 'Terms', href: '/terms', filename: 'HiVis-terms.pdf' },
];

test('the footer links to the privacy policy and terms PDFs, opening in a new tab', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  for (const { name, href } of documents) {
    const link = legal.getByRole('link', { name: `${name} (PDF, opens in a new tab)` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expectNoSeriousA11yViolations(page, 'footer with legal links');

  // The router does not take the click: a new tab opens at the server's address.
  const popup = page.waitForEvent('popup');
  await legal.getByRole('link', { name: /^Privacy Policy/ }).click();
  expect(new URL((await popup).url()).pathname).toBe('/privacy-policy');
  await expect(page).toHaveURL('/');
});

for (const { href, filename } of documents) {
  test(`${href} answers the PDF, not the web app`, async ({ page }) => {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe(`inline; filename="${filename}"`);
    expect(response.headers()['cache-control']).toContain('max-age=');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(4000);
  });
}
