import { ACCOUNTS } from '../fixtures/accounts';
import { apiLogin, expiredAccessToken, seedAuth, storedAuth } from '../fixtures/auth';
import { heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Spec 4 and 8: an expired access token is refreshed once, unseen; a refused refresh signs out. */

test.describe('access token refresh', () => {
  test('an expired access token is refreshed without the user noticing', async ({ browser, request }) => {
    const login = await apiLogin(request, ACCOUNTS.supervisor.email);
    const expired = await expiredAccessToken(login);
    // The forged token is refused for its age only, so the app is sent down the refresh path.
    const check = await request.get('/api/v3/auth/info', { headers: { Authorization: `Bearer ${expired}` } });
    expect(check.status()).toBe(401);
    expect(((await check.json()) as { message: string }).message).toContain('tokenExpired');

    const context = await browser.newContext();
    await seedAuth(context, { ...login, token: expired });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const refreshCalls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v3/auth/refresh') refreshCalls.push(response.status());
    });

    await page.goto('/user/details');

    await expect(heading(page, 'My Account Details')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(ACCOUNTS.supervisor.email);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(ACCOUNTS.supervisor.firstName);
    await expect(page).toHaveURL('/user/details');

    await expect.poll(async () => (await storedAuth(page))?.token).not.toBe(expired);
    const after = await storedAuth(page);
    expect(after).toMatchObject({ id: login.id, email: ACCOUNTS.supervisor.email });
    // The access token may equal the one from the login when both were issued within the same
    // second (same claims, same iat); the refresh token is new on every refresh.
    expect(after?.refreshToken).not.toBe(login.refreshToken);
    expect(refreshCalls).toEqual([200]);
    expect(visited.filter((path) => path.startsWith('/auth/'))).toEqual([]);

    // The new access token is real: the server accepts it.
    const info = await request.get('/api/v3/auth/info', { headers: { Authorization: `Bearer ${after?.token}` } });
    expect(info.status()).toBe(200);
    await context.close();
  });

  test('when the refresh token is refused too, the user lands on the login page with storage cleared', async ({ browser, request }) => {
    const login = await apiLogin(request, ACCOUNTS.supervisor.email);
    const expired = await expiredAccessToken(login);
    const context = await browser.newContext();
    // A well-formed refresh token (row id and secret) that the server never issued.
    await seedAuth(context, { ...login, token: expired, refreshToken: '00000000-0000-4000-8000-000000000000.not-a-real-secret' });
    const page = await context.newPage();
    // Something else the app keeps: signing out clears all local storage (spec 3), not only the login.
    await page.addInitScript(() => {
      if (window.location.origin === 'null' || window.sessionStorage.getItem('e2e.extra-seeded')) return;
      window.sessionStorage.setItem('e2e.extra-seeded', '1');
      window.localStorage.setItem('hivis.showDetailsPopup', 'true');
    });

    await page.goto('/user/details');

    await expect(page).toHaveURL('/auth/login?returnTo=%2Fuser%2Fdetails');
    await expect(heading(page, 'Log in')).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await context.close();
  });
});
