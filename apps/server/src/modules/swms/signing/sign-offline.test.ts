import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_MESSAGES, FILE_MESSAGES, SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { bearer } from '../../../../test/factories.js';
import { issueVersion, issuedSwms, sendLink, signatureFileId, swmsCompany, uploadSignature } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { appliedCommands, files, paperworkSignOns } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';

/*
 * Signing from the device outbox (docs/field.md): the signature image and the sign-on arrive as
 * commands, possibly twice (the answer was lost), possibly late (signed with no signal), possibly
 * after a newer version was issued. Each is applied once, at the time the person signed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const signByRequest = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/request', payload });
const signAsUser = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/user', headers: bearer(token), payload });
const signOnsOf = (swmsId: string) => withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.recordId, swmsId)));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a signature sent from the phone', () => {
  it('signed in: a copy sent again gets the first answer and signs nothing new; the sign-on keeps the tapped time', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    const fileId = await signatureFileId(t, { token: c.workerToken });
    const command = { swmsId: row.id, fileId, preStartTalk: 'attended', version: 1, commandId: uuidv7(), at: minutesAgo(90) };
    const first = await signAsUser(c.workerToken, command);
    expect(first.statusCode, first.body).toBe(200);
    const again = await signAsUser(c.workerToken, command);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const signOns = await signOnsOf(row.id);
    expect(signOns).toHaveLength(1);
    expect(Math.abs((signOns[0]?.signedAt.getTime() ?? 0) - Date.parse(command.at))).toBeLessThan(1000);
    // The same command id from someone else is not answered with the worker's signature.
    const ownerFile = await signatureFileId(t, { token: c.ownerToken });
    expect(expectError(await signAsUser(c.ownerToken, { ...command, fileId: ownerFile }), 409).message).toBe(COMMAND_MESSAGES.reused);
  });

  it('refuses a signature for a version older than the one issued since, and times from the future or too long ago', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    await issueVersion(t, row, 2);
    const fileId = await signatureFileId(t, { token: c.workerToken });
    const read1 = { swmsId: row.id, fileId, version: 1, commandId: uuidv7(), at: minutesAgo(5) };
    expect(expectError(await signAsUser(c.workerToken, read1), 409).message).toBe(SWMS_SIGNING_MESSAGES.newerVersion);
    const ahead = new Date(Date.now() + 60 * 60_000).toISOString();
    expectFieldErrors(await signAsUser(c.workerToken, { ...read1, version: 2, at: ahead }), { at: COMMAND_MESSAGES.future });
    expectFieldErrors(await signAsUser(c.workerToken, { ...read1, version: 2, at: minutesAgo(8 * 24 * 60) }), { at: COMMAND_MESSAGES.tooOld });
    expectFieldErrors(await signAsUser(c.workerToken, { ...read1, version: 0 }), { version: true });
    expectFieldErrors(await signAsUser(c.workerToken, { ...read1, commandId: 'not-an-id' }), { commandId: COMMAND_MESSAGES.commandId });
    expect(await signOnsOf(row.id)).toHaveLength(0);
    // Refused, the command id is free: read the new version and sign again with it.
    const signed = await signAsUser(c.workerToken, { ...read1, version: 2 });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().signature).toMatchObject({ version: 2 });
  });

  it('through a link: a copy sent again gets the link’s page, not "already used", and one sign-on is written', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const link = await sendLink(t, c.ownerToken, row.id, 'offline.signer@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: link });
    const command = { signingRequestId: link, fileId, signerName: 'Olive Offline', version: 1, commandId: uuidv7(), at: minutesAgo(30) };
    const first = await signByRequest(command);
    expect(first.statusCode, first.body).toBe(200);
    const again = await signByRequest(command);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ signed: true, signedVersion: 1 });
    const signOns = await signOnsOf(row.id);
    expect(signOns).toHaveLength(1);
    expect(Math.abs((signOns[0]?.signedAt.getTime() ?? 0) - Date.parse(command.at))).toBeLessThan(1000);
    // Another link of the same company cannot replay this command id.
    const other = await sendLink(t, c.ownerToken, row.id, 'someone.else@example.test');
    const otherFile = await signatureFileId(t, { signingRequestId: other });
    expect(expectError(await signByRequest({ ...command, signingRequestId: other, fileId: otherFile }), 409).message).toBe(COMMAND_MESSAGES.reused);
    const recorded = await withSystem(t.db, (tx) => tx.select().from(appliedCommands).where(eq(appliedCommands.id, command.commandId)));
    expect(recorded).toMatchObject([{ userId: null, name: `swms.sign-by-link:${link}` }]);
  });
});

describe('a file sent from the phone with its own id', () => {
  it('is stored once under that id, however often it is sent, signed in or through a link', async () => {
    const c = await swmsCompany(t);
    const id = uuidv7();
    const first = await uploadSignature(t, { token: c.workerToken }, 'swms_signature_photo', { id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().id).toBe(id);
    const again = await uploadSignature(t, { token: c.workerToken }, 'swms_signature_photo', { id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(id);

    const row = await issuedSwms(t, c.company.id);
    const link = await sendLink(t, c.ownerToken, row.id, 'file.once@example.test');
    const linkFileId = uuidv7();
    for (let copy = 0; copy < 2; copy += 1) {
      const response = await uploadSignature(t, { signingRequestId: link }, 'swms_signature_photo', { id: linkFileId });
      expect(response.statusCode, response.body).toBe(201);
    }
    const stored = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.companyId, c.company.id)));
    expect(stored.filter((file) => file.id === id || file.id === linkFileId)).toHaveLength(2);
  });

  it('refuses an id someone else used (in the company or another) and an id that is not one, storing nothing', async () => {
    const c = await swmsCompany(t);
    const other = await swmsCompany(t);
    const id = uuidv7();
    expect((await uploadSignature(t, { token: c.workerToken }, 'swms_signature_photo', { id })).statusCode).toBe(201);
    expect(expectError(await uploadSignature(t, { token: c.ownerToken }, 'swms_signature_photo', { id }), 409).message).toBe(FILE_MESSAGES.idTaken);
    expect(expectError(await uploadSignature(t, { token: other.ownerToken }, 'swms_signature_photo', { id }), 409).message).toBe(FILE_MESSAGES.idTaken);
    expectFieldErrors(await uploadSignature(t, { token: c.ownerToken }, 'swms_signature_photo', { id: 'nope' }), { id: FILE_MESSAGES.deviceId });
    const otherFiles = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.companyId, other.company.id)));
    expect(otherFiles.filter((file) => file.fileType === 'swms_signature_photo')).toHaveLength(0);
  });
});
