import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type ProfileChanges = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone'>>;

export async function updateProfile(tx: Tx, userId: string, changes: ProfileChanges): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, userId));
}
