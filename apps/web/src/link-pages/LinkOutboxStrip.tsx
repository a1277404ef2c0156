import { IconCloudCheck, IconCloudUpload, IconWifiOff } from './ui/icons';
import { useOutbox } from '../offline/outbox/use-outbox';
import { useJustSent } from '../offline/outbox/use-just-sent';
import { useOnline } from '../offline/use-online';
import { formatShownAsOf } from '../offline/shown-as-of-format';

/**
 * A link page's strip under the header, as the app's (offline/OutboxStatus.tsx): offline, what the
 * person does is saved on the phone and what they see is as of when it was loaded; "1 waiting to
 * send" while an action waits; "All sent" for a moment once it has gone. Nothing otherwise. A
 * refused action is shown by the page it belongs to.
 */
export function LinkOutboxStrip({ shownAsOf }: { shownAsOf: number | null }) {
  const online = useOnline();
  const { waiting } = useOutbox(null);
  const justSent = useJustSent();
  if (online && waiting.length === 0 && !justSent) return null;
  const Icon = !online ? IconWifiOff : waiting.length > 0 ? IconCloudUpload : IconCloudCheck;
  return (
    <div role="status" className={`lp-strip${online ? '' : ' lp-strip-offline'}`} data-testid="outbox-status">
      <span className="lp-strip-line">
        <Icon />
        <span>
          {online ? (waiting.length > 0 ? 'Sending what was saved on this phone.' : 'All sent.') : "You're offline. What you do is saved on this phone."}
          {!online && shownAsOf !== null && <span data-testid="shown-as-of"> Shown as of {formatShownAsOf(shownAsOf)}.</span>}
        </span>
      </span>
      {waiting.length > 0 && <span className="lp-badge lp-tone-orange">{waiting.length} waiting to send</span>}
    </div>
  );
}
