import { describe, expect, it } from 'vitest';
import type { TSwmsSignature } from '@hivis/contracts';
import { registerRows, waitingInvites } from './register';

const signature = (id: string, version: number, signedAt: string, who: Partial<TSwmsSignature> = {}): TSwmsSignature => ({
  id,
  version,
  signerName: 'Sam',
  signerEmail: 'sam@example.com',
  userId: null,
  signedAt,
  current: false,
  ...who,
});

describe('registerRows', () => {
  it('marks a person asked to sign again only on their latest older sign-on', () => {
    const rows = registerRows(
      [
        signature('a', 1, '2026-01-01T00:00:00Z'),
        signature('b', 2, '2026-02-01T00:00:00Z'),
        signature('c', 2, '2026-02-02T00:00:00Z', { signerEmail: 'kim@example.com', signerName: 'Kim' }),
      ],
      3,
    );
    expect(rows.map((row) => [row.id, row.askedAgain])).toEqual([
      ['c', true],
      ['b', true],
      ['a', false],
    ]);
  });

  it('does not mark someone who signed the current version', () => {
    const rows = registerRows([signature('a', 1, '2026-01-01T00:00:00Z'), signature('b', 2, '2026-02-01T00:00:00Z', { current: true })], 2);
    expect(rows.every((row) => !row.askedAgain)).toBe(true);
  });
});

describe('waitingInvites', () => {
  it('keeps open links of the current version', () => {
    const base = { sentAt: '', expiresAt: '' };
    expect(
      waitingInvites(
        [
          { ...base, id: '1', email: 'a@x.com', version: 2, status: 'open' },
          { ...base, id: '2', email: 'b@x.com', version: 1, status: 'open' },
          { ...base, id: '3', email: 'c@x.com', version: 2, status: 'signed' },
        ],
        2,
      ).map((invite) => invite.id),
    ).toEqual(['1']);
  });

  it('leaves out someone already listed as asked to sign again', () => {
    const invite = { id: '1', email: 'Sam@example.com', version: 2, status: 'open' as const, sentAt: '', expiresAt: '' };
    expect(waitingInvites([invite], 2, new Set(['sam@example.com']))).toEqual([]);
  });
});
