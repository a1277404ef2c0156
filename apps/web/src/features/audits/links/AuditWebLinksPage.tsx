import { Alert, Anchor, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLink, IconPlus } from '@tabler/icons-react';
import { AUDIT_LINK_KINDS } from '@hivis/contracts';
import type { TAuditLink, TAuditLinkCapacity } from '@hivis/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { QueryGate } from '../../../ui/QueryGate';
import { DEFAULT_TIME_ZONE } from '@hivis/contracts';
import { useCurrentUser } from '../../auth/session';
import { AUDITS_PATH, REVIEW_AUDITS_PATH } from '../audit-paths';
import { CopyFallback, CopyLinkButton, useCopyLink } from './CopyLink';
import { LinkCard, OpenLinkButton } from './LinkCard';
import { PlanLink } from './LinkFormParts';
import { LinkSettingsModal } from './LinkSettingsModal';
import { NewLinkForm } from './NewLinkForm';
import { capacityLine } from './link-words';
import { useAuditLinkCapacity, useAuditLinks, useShareableTemplates } from './links-api';

/** Who opened the new link form: the page (?template=, from a template's Share by link) or a person. */
type TOpenedBy = 'page' | 'person';

/**
 * /audits/web-link (spec 2.2, audits.sharing: account holders, on the web): links that let people
 * without a HiVis account answer one of the company's audits in their browser. The plan's
 * capacity, the links with their controls, and a form for a new one.
 */
export function AuditWebLinksPage() {
  const [params, setParams] = useSearchParams();
  const askedTemplate = params.get('template');
  const [opened, setOpened] = useState<TOpenedBy | null>(askedTemplate ? 'page' : null);
  const [made, setMade] = useState<TAuditLink | null>(null);
  const [editing, setEditing] = useState<{ link: TAuditLink; switchingOn: boolean } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  // The dialog leaves the page when it closes: the focus goes back to the control that opened it.
  const openedFrom = useRef<HTMLElement | null>(null);
  const links = useAuditLinks();
  const capacity = useAuditLinkCapacity();
  const templates = useShareableTemplates();
  const timeZone = useCurrentUser().data?.company?.timeZone || DEFAULT_TIME_ZONE;
  const listHeadingId = useId();

  // The template asked for has done its work once the form closes: a reload should not open it again.
  const forgetTemplate = () => {
    if (askedTemplate) setParams({}, { replace: true });
  };
  const open = () => {
    setMade(null);
    setOpened('person');
  };
  const close = () => {
    setOpened(null);
    forgetTemplate();
    window.setTimeout(() => newButton.current?.focus(), 0);
  };
  const edit = (link: TAuditLink, switchingOn: boolean) => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ link, switchingOn });
  };
  const closeEdit = () => {
    setEditing(null);
    const from = openedFrom.current;
    window.setTimeout(() => from?.focus(), 0);
  };
  const onMade = (link: TAuditLink) => {
    setOpened(null);
    forgetTemplate();
    setMade(link);
  };

  return (
    <Page title="Audit web links" size="lg">
      <BackLink to={AUDITS_PATH}>Audit Tool</BackLink>
      <Text maw={720}>
        A web link lets people without a HiVis account (visitors, clients, subcontractors) answer one of your audits in their browser. Send it by email or text;
        their answers arrive with your{' '}
        <Anchor component={Link} to={REVIEW_AUDITS_PATH}>
          submitted audits
        </Anchor>
        .
      </Text>
      <CapacityPanel capacity={capacity} />
      {opened === null && (
        <Group>
          <Button ref={newButton} onClick={open} leftSection={<IconPlus size={18} aria-hidden />}>
            New link
          </Button>
        </Group>
      )}
      {opened !== null && (
        <QueryGate query={templates} errorTitle="Your templates did not load" loading={<Loader aria-label="Loading your templates" />}>
          {(page) => {
            const shareable = page.items.filter((template) => template.auditType === 'company' && template.archivedOn === null);
            const asked = askedTemplate && shareable.some((template) => template.id === askedTemplate) ? askedTemplate : null;
            return (
              <Stack gap="sm">
                {askedTemplate && !asked && (
                  <Alert color="orange" title="That template cannot be shared">
                    Only your company’s own templates in use can be shared by link, not archived ones or HiVis’s starters. Choose one below.
                  </Alert>
                )}
                <NewLinkForm
                  templates={shareable}
                  templateId={asked}
                  capacity={capacity.data}
                  timeZone={timeZone}
                  onMade={onMade}
                  onCancel={close}
                  focusOnOpen={opened === 'person'}
                />
              </Stack>
            );
          }}
        </QueryGate>
      )}
      {made && (
        <MadeLink
          link={made}
          onDone={() => {
            setMade(null);
            window.setTimeout(() => newButton.current?.focus(), 0);
          }}
        />
      )}
      <Stack component="section" gap="sm" aria-labelledby={listHeadingId}>
        <Title order={2} size="h3" id={listHeadingId}>
          Your links
        </Title>
        <QueryGate query={links} errorTitle="Your links did not load" loading={<Loader aria-label="Loading your links" />}>
          {(list) =>
            list.items.length === 0 ? (
              <Paper withBorder radius="md">
                <EmptyState
                  title="No web links yet"
                  body="Make a link to one of your audit templates, send it to a visitor, a client or a subcontractor, and they answer it in their browser: no account, no app. You can switch a link off at any time."
                  action={
                    opened === null ? (
                      <Button onClick={open} leftSection={<IconLink size={18} aria-hidden />}>
                        Make a link
                      </Button>
                    ) : undefined
                  }
                />
              </Paper>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.items.map((link) => (
                  <LinkCard
                    key={link.id}
                    link={link}
                    timeZone={timeZone}
                    onEdit={(chosen) => edit(chosen, false)}
                    onSwitchOnExpired={(chosen) => edit(chosen, true)}
                  />
                ))}
              </Stack>
            )
          }
        </QueryGate>
      </Stack>
      {editing && <LinkSettingsModal key={editing.link.id} link={editing.link} switchingOn={editing.switchingOn} timeZone={timeZone} onClose={closeEdit} />}
    </Page>
  );
}

/** What the plan allows of each kind, and the way to more when it is not enough. */
function CapacityPanel({ capacity }: { capacity: ReturnType<typeof useAuditLinkCapacity> }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          Your plan’s links
        </Title>
        <QueryGate query={capacity} errorTitle="What your plan allows did not load" loading={<Loader size="sm" aria-label="Loading what your plan allows" />}>
          {(counts: TAuditLinkCapacity) => {
            const lines = AUDIT_LINK_KINDS.map((kind) => capacityLine(kind, counts[kind]));
            return (
              <>
                <List spacing={4}>
                  {lines.map((line) => (
                    <List.Item key={line.text}>{line.text}</List.Item>
                  ))}
                </List>
                <Text size="sm">A link counts while it is on. Switching one off frees its place; an expired link frees its place by itself.</Text>
                {lines.some((line) => line.needsPlan) && <PlanLink />}
              </>
            );
          }}
        </QueryGate>
      </Stack>
    </Paper>
  );
}

/** The link just made, ready to copy: its address shown as well, for a browser that will not copy. */
function MadeLink({ link, onDone }: { link: TAuditLink; onDone: () => void }) {
  const copy = useCopyLink(link.url);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [link.id]);
  return (
    <Alert ref={box} tabIndex={-1} color="green" icon={<IconCircleCheck aria-hidden />} title={`${link.name} is on`}>
      <Stack gap="sm">
        <Text size="sm">
          Copy the link and send it. Anyone with it can answer the audit until you switch it off{link.kind === 'temporary' ? ' or it expires' : ''}.
        </Text>
        <CopyFallback url={link.url} state={copy.state} always />
        <Group gap="sm" wrap="wrap">
          <CopyLinkButton state={copy.state} onCopy={copy.copy} />
          <OpenLinkButton link={link} />
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
