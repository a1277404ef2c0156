import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconDeviceMobile, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { RefusedAction } from '../../offline/RefusedAction';
import { useOnline } from '../../offline/use-online';
import { BackLink } from '../../ui/BackLink';
import { DownloadPdfButton } from '../../ui/files/DownloadPdfButton';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import { whenWords } from '../../ui/zoned-time';
import { RiskBadge } from '../swms-library/activity-editor/RiskBadge';
import { highestBand } from '../swms-library/activity-editor/risk';
import { can, useAccess } from '../auth/access';
import { useJsaPdf, useJsaTimeZone } from './jsa-api';
import { JSA_REPORTS_PATH, editJsaPath } from './jsa-paths';
import type { TJsaView } from './jsa-view';
import { jobWords, versionWords } from './jsa-words';
import type { TJsaWords } from './jsa-words';
import { JsaRegister } from './JsaRegister';
import { JsaSignOn } from './JsaSignOn';
import { JsaStepsView } from './JsaStepsView';

/*
 * A JSA's page: the task, its job, version and who prepared it; the steps with their hazards and
 * controls; the PPE and notes; signing on; and the register. A JSA still on this phone says so
 * above it all, or, refused, gives the server's words. Changing it and its PDF need the server.
 */

type TJsaRecordProps = {
  jsa: TJsaView;
  /** The JSA's create while it waits on this phone or was refused; none once the server has it. */
  create?: TQueuedCommand;
  words: TJsaWords;
};

function DownloadJsaPdf({ jsaId }: { jsaId: string }) {
  return <DownloadPdfButton pdf={useJsaPdf(jsaId)} />;
}

export function JsaRecord({ jsa, create, words }: TJsaRecordProps) {
  const access = useAccess();
  const online = useOnline();
  const timeZone = useJsaTimeZone();
  const refused = create?.state === 'needs-attention';
  const canSign = can(access, 'jsa.sign') && !refused;
  const canEdit = can(access, 'jsa.write') && jsa.onServer;
  const worst = highestBand(jsa.content.steps.flatMap((step) => step.hazards.map((hazard) => hazard.after)));
  const updated = jsa.version > 1 ? `Changed ${whenWords(jsa.updatedAt, timeZone).toLowerCase()}${jsa.updatedByName ? ` by ${jsa.updatedByName}` : ''}` : null;

  return (
    <Page title={jsa.documentTitle}>
      <BackLink to={JSA_REPORTS_PATH}>{words.list}</BackLink>
      {create &&
        (refused ? (
          <RefusedAction command={create} title={`This ${words.one} was not saved`}>
            <Text size="sm">What you wrote is below: start a new {words.one} with the change the message asks for.</Text>
          </RefusedAction>
        ) : (
          <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Saved on this phone" data-testid="jsa-pending">
            {online
              ? 'Sending it now.'
              : `The ${words.one} and its sign-ons are sent by themselves when you have signal. You can close HiVis: they wait on this phone.`}
          </Alert>
        ))}
      <Stack gap={4}>
        <Text fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {jsa.content.task}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{jobWords(jsa.job)}</Text>
        {jsa.job.worksiteName && <Text>{jsa.job.worksiteName}</Text>}
        <Text>
          {versionWords(jsa.version)}
          {jsa.preparedByName ? ` · Prepared by ${jsa.preparedByName}` : ''}
        </Text>
        {updated && <Text size="sm">{updated}</Text>}
        {worst && (
          <Group gap="xs" mt={4}>
            <RiskBadge band={worst} prefix="Highest after controls:" />
          </Group>
        )}
      </Stack>
      <Group gap="sm">
        {canSign && (
          <Button component="a" href="#jsa-sign-on" variant="light" size="md" leftSection={<IconArrowDown size={20} aria-hidden />}>
            Go to sign on
          </Button>
        )}
        {canEdit && (
          <Button component={Link} to={editJsaPath(jsa.id)} variant="default" size="md" leftSection={<IconPencil size={20} aria-hidden />}>
            Edit
          </Button>
        )}
      </Group>
      {jsa.onServer && online && (
        <Stack gap={4}>
          <DownloadJsaPdf jsaId={jsa.id} />
          {jsa.signOns.some((entry) => entry.onPhone) && <Text size="sm">Sign-ons saved on this phone are in the PDF once they are sent.</Text>}
        </Stack>
      )}
      <FormSection id="jsa-steps" title="Steps">
        <JsaStepsView steps={jsa.content.steps} />
      </FormSection>
      <FormSection id="jsa-ppe" title="PPE">
        {jsa.content.ppe.length > 0 ? (
          <List spacing={4} aria-label="PPE">
            {jsa.content.ppe.map((item) => (
              <List.Item key={item} style={{ overflowWrap: 'anywhere' }}>
                {item}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text>No PPE listed.</Text>
        )}
      </FormSection>
      {jsa.content.notes && (
        <FormSection id="jsa-notes" title="Notes">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{jsa.content.notes}</Text>
        </FormSection>
      )}
      {canSign && (
        <FormSection id="jsa-sign-on" title="Sign on">
          <JsaSignOn jsa={jsa} words={words} />
        </FormSection>
      )}
      <FormSection id="jsa-register" title="Sign-on register">
        <JsaRegister jsa={jsa} timeZone={timeZone} />
      </FormSection>
    </Page>
  );
}
