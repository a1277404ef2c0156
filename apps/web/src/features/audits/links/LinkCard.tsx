import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconPencil } from '@tabler/icons-react';
import type { TAuditLink } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { notifySuccess } from '../../../ui/notify';
import { auditDetailsPath } from '../audit-paths';
import { CopyFallback, CopyLinkButton, useCopyLink } from './CopyLink';
import { STATE_BADGES, expiryWords, isCapacityMessage, needsNewExpiry, responsesWords, switchedLink } from './link-words';
import { PlanLink } from './LinkFormParts';
import { useSaveAuditLink } from './links-api';

/** Opens the link's public page in a new tab, as the people it is sent to will see it. */
export function OpenLinkButton({ link }: { link: TAuditLink }) {
  return (
    <Button component="a" href={link.url} target="_blank" rel="noopener noreferrer" variant="default" leftSection={<IconExternalLink size={18} aria-hidden />}>
      Open<span className="visually-hidden"> {link.name} (opens in a new tab)</span>
    </Button>
  );
}

export function StateBadge({ link }: { link: TAuditLink }) {
  const badge = STATE_BADGES[link.state];
  return (
    <Badge color={badge.color} variant="filled" size="lg" style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}

type TLinkCardProps = {
  link: TAuditLink;
  timeZone: string;
  onEdit: (link: TAuditLink) => void;
  /** A temporary link past its expiry needs a new one before it can be switched on. */
  onSwitchOnExpired: (link: TAuditLink) => void;
};

/** One link: what it shares and until when, how many audits came through it, and its controls. */
export function LinkCard({ link, timeZone, onEdit, onSwitchOnExpired }: TLinkCardProps) {
  const copy = useCopyLink(link.url);
  const save = useSaveAuditLink();
  const [problem, setProblem] = useState<{ message: string; on: boolean } | null>(null);

  const toggle = (on: boolean) => {
    // A second press while the first is on its way would send the opposite before the answer.
    if (save.isPending) return;
    setProblem(null);
    if (on && needsNewExpiry(link)) {
      onSwitchOnExpired(link);
      return;
    }
    save.mutate(switchedLink(link, on), {
      onSuccess: (saved) =>
        notifySuccess(on ? `${saved.name} is on: it takes answers.` : `${saved.name} is off: its page takes no answers until you switch it on.`),
      onError: (error) => setProblem({ message: errorMessage(error), on }),
    });
  };

  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {link.name}
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Template:{' '}
              <Anchor component={Link} to={auditDetailsPath(link.auditTemplateId)} size="sm">
                {link.templateName}
              </Anchor>
            </Text>
          </Stack>
          <StateBadge link={link} />
        </Group>
        <Text size="sm">
          {expiryWords(link, timeZone)} · {responsesWords(link.responses)} · {link.brandingVisible ? 'Shows your logo and name' : 'No logo or company name'}
        </Text>
        <Group gap="sm" wrap="wrap" align="center">
          <CopyLinkButton state={copy.state} onCopy={copy.copy} name={link.name} />
          <OpenLinkButton link={link} />
          <Button variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => onEdit(link)}>
            Edit<span className="visually-hidden"> {link.name}</span>
          </Button>
          <Switch
            size="md"
            // While the change is on its way the switch shows it; a refusal puts it back.
            checked={save.isPending ? save.variables.enabled : link.state === 'on'}
            onChange={(event) => toggle(event.currentTarget.checked)}
            aria-busy={save.isPending || undefined}
            label={
              <>
                Taking answers<span className="visually-hidden"> for {link.name}</span>
              </>
            }
          />
        </Group>
        <CopyFallback url={link.url} state={copy.state} />
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={`${link.name} was not switched ${problem.on ? 'on' : 'off'}`}>
            <Text size="sm" c="red.9">
              {problem.message}
            </Text>
            {isCapacityMessage(problem.message) && <PlanLink />}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
