import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../ui/BackLink';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { QueryGate } from '../../ui/QueryGate';
import { useJsa, useJsaWords } from './jsa-api';
import { useJsaCommandSync, useJsaCommands } from './jsa-commands';
import { jsaNotFound } from './jsa-not-found';
import { JSA_REPORTS_PATH } from './jsa-paths';
import { jsaFromCommand, jsaFromServer, withSignOns } from './jsa-view';
import { JsaRecord } from './JsaRecord';

/*
 * /jsa-reports/{jsaId}: the JSA, signing on, and its register. A JSA saved on this phone and not
 * sent yet (or refused) is shown from the phone's copy: the server has nothing to show until it
 * arrives. Either way the sign-ons saved on this phone are in the register until they are sent.
 * Offline, a JSA opened before is shown from the phone's copy of the server's answer.
 */
export function JsaPage() {
  const { jsaId = '' } = useParams();
  useJsaCommandSync();
  const words = useJsaWords();
  const commands = useJsaCommands(jsaId);
  const fromPhone = useMemo(() => (commands.create ? jsaFromCommand(commands.create, words.document) : null), [commands.create, words.document]);
  const jsa = useJsa(jsaId, commands.loaded && fromPhone === null);
  const base = useMemo(() => fromPhone ?? (jsa.data ? jsaFromServer(jsa.data) : null), [fromPhone, jsa.data]);
  // When the JSA reaches the server the page goes on showing it while the server's copy loads:
  // a sign-on half drawn when the signal came back stays on the pad.
  const [lastBase, setLastBase] = useState(base);
  if (base && base !== lastBase) setLastBase(base);
  const shown = base ?? (lastBase?.id === jsaId && !jsa.isError ? lastBase : null);

  if (shown) return <JsaRecord jsa={withSignOns(shown, commands.signOns)} create={fromPhone ? commands.create : undefined} words={words} />;
  if (!commands.loaded) return <PageLoader />;
  return (
    <QueryGate
      query={jsa}
      errorTitle={`The ${words.one} did not load`}
      notFound={jsaNotFound(words)}
      frame={(problem) => (
        <Page title={words.document}>
          <BackLink to={JSA_REPORTS_PATH}>{words.list}</BackLink>
          {problem}
        </Page>
      )}
    >
      {/* Shown above once loaded. */}
      {() => null}
    </QueryGate>
  );
}
