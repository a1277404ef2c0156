import type { TSwmsSignature } from '@hivis/contracts';
import { registerRows } from '../../features/swms/signing/register';
import { formatDate, formatTime } from '../../ui/dates';

/** The sign-on register as a link's holder sees it: who signed which version and when. */
export function LinkSignOnRegister({ signatures, currentVersion }: { signatures: TSwmsSignature[]; currentVersion: number }) {
  const rows = registerRows(signatures, currentVersion);
  return (
    <section className="lp-stack" aria-labelledby="sign-on-register">
      <h2 id="sign-on-register">Sign-on register</h2>
      {rows.length === 0 ? (
        <p className="lp-dimmed">Nobody has signed yet.</p>
      ) : (
        <ul className="lp-list">
          {rows.map((row) => (
            <li key={row.id} className="lp-spread">
              <div>
                <p className="lp-strong">{row.signerName}</p>
                <p className="lp-small lp-dimmed">
                  Version {row.version}, signed {formatDate(row.signedAt)} {formatTime(row.signedAt)}
                </p>
              </div>
              {row.version === currentVersion && <span className="lp-badge lp-tone-green">Signed</span>}
              {row.askedAgain && <span className="lp-badge lp-tone-orange">Asked to sign again</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
