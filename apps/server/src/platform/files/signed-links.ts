import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/secrets.js';

export type Disposition = 'inline' | 'attachment';

/** Links live long enough to view a page of photos, short enough that a leaked one soon dies. */
export const LINK_LIFETIME_SECONDS = 60 * 60;

/**
 * Signed links let an <img> tag or a new tab fetch a file without a bearer header.
 * The signature covers the file id, the disposition and the expiry.
 */
export class SignedLinks {
  constructor(private readonly secret: string) {}

  private signature(fileId: string, disposition: Disposition, expires: number): string {
    return createHmac('sha256', this.secret).update(`file:${fileId}:${disposition}:${expires}`).digest('base64url');
  }

  link(fileId: string, disposition: Disposition, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + LINK_LIFETIME_SECONDS;
    const sig = this.signature(fileId, disposition, expires);
    return `/api/v3/files/${fileId}/content?disposition=${disposition}&expires=${expires}&sig=${sig}`;
  }

  isValid(fileId: string, disposition: Disposition, expires: number, sig: string, now = Date.now()): boolean {
    if (expires < Math.floor(now / 1000)) return false;
    return safeEqual(sig, this.signature(fileId, disposition, expires));
  }
}
