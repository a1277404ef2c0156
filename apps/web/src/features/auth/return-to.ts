/** Pages that must never be the place a login returns to. */
const NOT_A_DESTINATION = ['/auth/login', '/auth/logout', '/logout'];

/**
 * The in-app path a login should return to, or null. Only same-site paths are accepted,
 * so a crafted link cannot send a person to another site after they sign in.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (NOT_A_DESTINATION.includes(path)) return null;
  return value;
}

export function loginPathReturningTo(path: string): string {
  const target = safeReturnTo(path);
  return target && target !== '/' ? `/auth/login?returnTo=${encodeURIComponent(target)}` : '/auth/login';
}
