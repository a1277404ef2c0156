import { AuditsDue } from '../audits/do/AuditsDue';
import { IncidentsNeedingNotice } from '../incidents/IncidentsNeedingNotice';
import { TalksTodayCard } from '../prestart-talks/TalksTodayCard';

type TLaterPart = 'incidents' | 'prestart-talks' | 'audits';

/**
 * The parts of the account holder's home loaded after the page works, in one chunk: the
 * notifiable incidents the regulator waits on (first on the page), and after the shortcuts today's
 * pre-start talks and the audits to do. One loader for all keeps the home's first load as small as
 * it was.
 */
export function CompanyHomeLater({ part }: { part: TLaterPart }) {
  if (part === 'incidents') return <IncidentsNeedingNotice />;
  if (part === 'prestart-talks') return <TalksTodayCard />;
  return <AuditsDue />;
}
