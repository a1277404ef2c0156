import { AuditsDue } from '../audits/do/AuditsDue';
import { IncidentsNeedingNotice } from '../incidents/IncidentsNeedingNotice';

/**
 * The parts of the account holder's home loaded after the page works, in one chunk: the
 * notifiable incidents the regulator waits on (first on the page) and the audits to do (after the
 * shortcuts). One loader for both keeps the home's first load as small as it was.
 */
export function CompanyHomeLater({ part }: { part: 'incidents' | 'audits' }) {
  return part === 'incidents' ? <IncidentsNeedingNotice /> : <AuditsDue />;
}
