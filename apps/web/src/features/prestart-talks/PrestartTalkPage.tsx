import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../ui/BackLink';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { QueryGate } from '../../ui/QueryGate';
import { useTalkCommandSync, useTalkCommands } from './prestart-talk-commands';
import { PRESTART_TALKS_PATH } from './prestart-talk-paths';
import { useTalk } from './prestart-talks-api';
import { TALK_NOT_FOUND } from './talk-not-found';
import { TalkRecord } from './TalkRecord';
import { talkFromCommand, talkFromServer, withSignOns } from './talk-view';

/*
 * /pst/{talkId}: the talk, its register, and signing on. A talk started on this phone and not sent
 * yet (or refused) is shown from the phone's copy: the server has nothing to show until it
 * arrives. Either way the sign-ons saved on this phone are in the register until they are sent.
 * Offline, a talk opened before is shown from the phone's copy of the server's answer.
 */
export function PrestartTalkPage() {
  const { talkId = '' } = useParams();
  useTalkCommandSync();
  const commands = useTalkCommands(talkId);
  const fromPhone = useMemo(() => (commands.create ? talkFromCommand(commands.create) : null), [commands.create]);
  const talk = useTalk(talkId, commands.loaded && fromPhone === null);
  const base = useMemo(() => fromPhone ?? (talk.data ? talkFromServer(talk.data) : null), [fromPhone, talk.data]);
  // When the talk reaches the server the page goes on showing it while the server's copy loads:
  // a sign-on half drawn when the signal came back stays on the pad.
  const [lastBase, setLastBase] = useState(base);
  if (base && base !== lastBase) setLastBase(base);
  const shown = base ?? (lastBase?.id === talkId && !talk.isError ? lastBase : null);

  if (shown) return <TalkRecord talk={withSignOns(shown, commands.signOns)} create={fromPhone ? commands.create : undefined} />;
  if (!commands.loaded) return <PageLoader />;
  return (
    <QueryGate
      query={talk}
      errorTitle="The pre-start talk did not load"
      notFound={TALK_NOT_FOUND}
      frame={(problem) => (
        <Page title="Pre-start talk">
          <BackLink to={PRESTART_TALKS_PATH}>Pre-start talks</BackLink>
          {problem}
        </Page>
      )}
    >
      {/* Shown above once loaded. */}
      {() => null}
    </QueryGate>
  );
}
