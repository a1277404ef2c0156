import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildUser } from '../../../test/factories.js';
import { linkIn, mailTo } from '../../../test/mail.js';
import { nextSignupAddress, SIGNUP_PASSWORD, signupForm } from '../../../test/signup.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { companies, userTokens, users } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { SIGNUP_LIMIT, SIGNUP_LIMIT_MESSAGE } from './signup.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = SIGNUP_PASSWORD;

const register = (body: unknown, remoteAddress = nextSignupAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/register', payload: body as object, remoteAddress });
const companyCount = async () => (await withSystem(t.db, (tx) => tx.select({ value: count() }).from(companies)))[0]?.value ?? 0;

describe('POST /api/v3/auth/register', () => {
  it('creates the company, the account holder, a confirmation mail, and signs in', async () => {
    const form = signupForm({ email: 'New.Owner@Sparky.Example' });
    const response = await register(form);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'new.owner@sparky.example',
      firstName: 'Sam',
      lastName: 'Sparky',
      roles: ['PAH'],
      // Signed up, not yet paid: the client sends this person to payment (spec 4).
      status: 'data_filled',
      paymentStatus: 'unpaid',
      features: [],
    });
    expect(body.token).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));

    const [company] = await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, body.companyId)));
    expect(company).toMatchObject({ name: 'Sam Sparky Electrical', status: 'pending_company', paymentStatus: 'unpaid', enabledFeatures: [], country: 'AU' });
    const [user] = await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.id, body.id)));
    expect(user).toMatchObject({ status: 'data_filled', phone: '0412 345 678', emailConfirmedAt: null });
    expect(user?.policiesAcceptedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).not.toContain(PASSWORD);

    const tokens = await withSystem(t.db, (tx) => tx.select().from(userTokens).where(eq(userTokens.userId, body.id)));
    expect(tokens.map((token) => token.purpose)).toEqual(['email_confirmation']);
    const [mail] = await mailTo(t.db, 'new.owner@sparky.example');
    expect(mail?.subject).toBe('Confirm your email address for HiVis');
    expect(linkIn(mail?.text ?? '', `${TEST_PUBLIC_URL}/api/users/activate/`).pathname).toMatch(/^\/api\/users\/activate\/[A-Za-z0-9_-]{43}$/);

    // The token works at once, as checkout needs it; and the password signs in.
    const info = await t.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers: bearer(body.token) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ company: { name: 'Sam Sparky Electrical', status: 'pending_company' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: form.email, password: PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(login.statusCode).toBe(200);
  });

  it("names the company 'New Company' when the name is blank or missing, and trims it", async () => {
    for (const [companyName, expected] of [
      ['   ', 'New Company'],
      [undefined, 'New Company'],
      ['  Trim Me Pty Ltd ', 'Trim Me Pty Ltd'],
    ] as const) {
      const response = await register(signupForm({ companyName }));
      expect(response.statusCode, response.body).toBe(200);
      const [company] = await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, response.json().companyId)));
      expect(company?.name).toBe(expected);
    }
  });

  it('keeps the address and takes the country from it; an address without country and state is none', async () => {
    const address = {
      country: 'New Zealand',
      state: 'Auckland',
      suburb: 'Ponsonby',
      postCode: '1011',
      streetName: 'Ponsonby Road',
      streetNumber: '12',
      formattedAddress: '12 Ponsonby Road, Ponsonby, Auckland 1011, New Zealand',
      geo: { lat: -36.85, long: 174.74 },
    };
    const nz = await register(signupForm({ address }));
    expect(nz.statusCode, nz.body).toBe(200);
    const [company] = await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, nz.json().companyId)));
    expect(company).toMatchObject({ country: 'NZ', address: expect.objectContaining({ suburb: 'Ponsonby', postCode: '1011' }) });

    const empty = await register(signupForm({ address: { country: '', state: '', suburb: 'Nowhere' } }));
    const [none] = await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, empty.json().companyId)));
    expect(none?.address).toBeNull();
  });

  it('answers the spec messages for missing fields, and writes nothing', async () => {
    const before = await companyCount();
    const response = await register({ companyName: 42, address: null });
    expectFieldErrors(response, {
      firstName: SIGNUP_MESSAGES.firstName,
      lastName: SIGNUP_MESSAGES.lastName,
      email: SIGNUP_MESSAGES.email,
      companyName: SIGNUP_MESSAGES.companyName,
      phoneNumber: SIGNUP_MESSAGES.phoneNumber,
      password: SIGNUP_MESSAGES.password,
      confirmPassword: SIGNUP_MESSAGES.confirmPassword,
      agreedPrivacyPolicy: SIGNUP_MESSAGES.privacyPolicy,
      agreedTermsOfService: SIGNUP_MESSAGES.terms,
    });
    expect(await companyCount()).toBe(before);
  });

  it('checks email, phone, password match, agreements and the address country', async () => {
    expectFieldErrors(await register(signupForm({ email: 'not-an-email' })), { email: 'Please enter valid Email address.' });
    expectFieldErrors(await register(signupForm({ firstName: '   ' })), { firstName: 'First name is required.' });
    expectFieldErrors(await register(signupForm({ phoneNumber: '123 456' })), { phoneNumber: SIGNUP_MESSAGES.phoneShort });
    expectFieldErrors(await register(signupForm({ confirmPassword: 'Something-Else-1' })), { confirmPassword: "Password doesn't match" });
    expectFieldErrors(await register(signupForm({ agreedPrivacyPolicy: false })), { agreedPrivacyPolicy: SIGNUP_MESSAGES.privacyPolicy });
    expectFieldErrors(await register(signupForm({ agreedTermsOfService: 'yes' })), { agreedTermsOfService: SIGNUP_MESSAGES.terms });
    expectFieldErrors(await register(signupForm({ password: 'short', confirmPassword: 'short' })), { password: /at least 8/ });
    expectFieldErrors(await register(signupForm({ address: { country: 'Fiji', state: 'Central' } })), { 'address.country': SIGNUP_MESSAGES.country });
  });

  it('answers an already-registered email, whatever its case, on the email field, and writes nothing', async () => {
    const existing = await buildUser(t.db, { email: 'taken@sparky.example' });
    const before = await companyCount();
    const response = await register(signupForm({ email: 'TAKEN@sparky.example' }));
    expectFieldErrors(response, { email: 'It seems you already registered here, please Login' });
    expect(await companyCount()).toBe(before);
    const owners = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'taken@sparky.example'`),
    );
    expect(owners.map((user) => user.id)).toEqual([existing.id]);
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const form = signupForm();
    const before = await companyCount();
    const responses = await Promise.all([register(form), register(form)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const failed = responses.find((response) => response.statusCode === 400);
    if (failed) expectFieldErrors(failed, { email: SIGNUP_MESSAGES.alreadyRegistered });
    expect(await companyCount()).toBe(before + 1);
  });

  it('limits sign-ups per client address (429 with Retry-After); refused ones write nothing', async () => {
    const address = nextSignupAddress();
    for (let i = 0; i < SIGNUP_LIMIT.perAddress; i++) expect((await register(signupForm(), address)).statusCode).toBe(200);
    const before = await companyCount();
    const refused = await register(signupForm(), address);
    expect(expectError(refused, 429).message).toBe(SIGNUP_LIMIT_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await companyCount()).toBe(before);
    // Another address is not affected.
    expect((await register(signupForm())).statusCode).toBe(200);
  });
});
