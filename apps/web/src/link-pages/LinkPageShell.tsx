import type { ReactNode } from 'react';
import { PRODUCT_NAME_DEFAULT } from '@hivis/contracts';

/**
 * A link page's frame: the product's header, exactly as link.html paints it before any script
 * (so nothing moves when the page arrives), and the page. No menu: the person holding the link
 * may have no account, and the link is all they came for.
 */
export function LinkPageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="boot-header">
        <span className="boot-mark" aria-hidden="true">
          <span className="boot-stripe boot-stripe-dark" />
          <span className="boot-stripe boot-stripe-light" />
        </span>
        <span className="boot-name">{PRODUCT_NAME_DEFAULT}</span>
      </header>
      <main className="lp-main">{children}</main>
    </>
  );
}
