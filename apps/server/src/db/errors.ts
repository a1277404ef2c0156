/**
 * PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it (drizzle wraps the
 * driver's error in `cause`): two writes raced for one key, and the loser is told so in words.
 */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
