import type { ReactNode } from 'react';

export type TTone = 'blue' | 'green' | 'orange' | 'red' | 'gray';

type TLinkAlertProps = {
  tone: TTone;
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
  testId?: string;
};

/** A tinted box with a bold title, as the app's alerts look (link-pages.css). */
export function LinkAlert({ tone, title, icon, children, role, testId }: TLinkAlertProps) {
  return (
    <div className={`lp-alert lp-tone-${tone}`} role={role} data-testid={testId}>
      {icon}
      <div className="lp-tight">
        <p className="lp-alert-title">{title}</p>
        {children && <div className="lp-alert-body">{children}</div>}
      </div>
    </div>
  );
}
