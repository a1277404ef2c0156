import { Alert } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { RefusedAction } from '../../../offline/RefusedAction';
import { useOnline } from '../../../offline/use-online';
import { useQueuedSignature } from './signing-api';
import type { TSignTarget } from './signing-api';

/**
 * A signature made on this phone and not on the SWMS yet: on its way ("Saved on this phone"), or
 * refused by the server (a newer version was issued, the link was replaced), with its words and a
 * way to put it aside and sign again.
 */
export function QueuedSignatureNotice({ target }: { target: TSignTarget }) {
  const queued = useQueuedSignature(target);
  const online = useOnline();
  if (!queued) return null;
  if (queued.state === 'needs-attention') {
    return <RefusedAction command={queued} title="Your signature was not recorded" />;
  }
  return (
    <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Signed: saved on this phone" data-testid="signature-pending">
      {online ? 'Sending your signature now.' : 'Your signature is saved on this phone. It is sent by itself when you have signal.'}
    </Alert>
  );
}
