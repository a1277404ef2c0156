import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { QUALIFICATION_KIND_LABELS } from '@hivis/contracts';
import type { TEmployee, TQualification } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { formatDay } from './employee-paths';
import { ExpiryBadge } from './EmployeeBadges';
import { addQualification, removeQualification, saveQualification } from './employees-api';
import { QualificationForm } from './QualificationForm';

type TEditing = { licence: TQualification | null } | null;

function LicenceCard({ licence, onEdit, onRemove, removing }: { licence: TQualification; onEdit: () => void; onRemove: () => void; removing: boolean }) {
  const facts = [
    licence.licenceNumber && `No. ${licence.licenceNumber}`,
    licence.issuer && `Issued by ${licence.issuer}`,
    licence.issuedOn && `on ${formatDay(licence.issuedOn)}`,
  ].filter(Boolean);
  return (
    <Paper withBorder p="md" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Text fw={700}>{licence.name}</Text>
            <Text size="sm">{QUALIFICATION_KIND_LABELS[licence.kind]}</Text>
          </div>
          <ExpiryBadge state={licence.expiryState} expiresOn={licence.expiresOn} />
        </Group>
        {facts.length > 0 && <Text size="sm">{facts.join(' · ')}</Text>}
        <Group gap="sm">
          {licence.file && (
            <Anchor
              href={licence.file.inlineUrl}
              target="_blank"
              rel="noreferrer"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}
            >
              <IconFileText size={18} aria-hidden />
              View copy
            </Anchor>
          )}
          <Button variant="default" size="md" leftSection={<IconEdit size={18} aria-hidden />} onClick={onEdit} aria-label={`Edit ${licence.name}`}>
            Edit
          </Button>
          <Button
            variant="default"
            c="red.9"
            size="md"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={onRemove}
            loading={removing}
            aria-label={`Delete ${licence.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The person's licences and tickets, soonest expiry first, with add, edit and delete. */
export function LicencesSection({ employee, onChanged }: { employee: TEmployee; onChanged: () => void }) {
  const [editing, setEditing] = useState<TEditing>(null);
  const remove = useMutation({
    mutationFn: (licence: TQualification) => removeQualification(employee.id, licence.id),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      onChanged();
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  return (
    <Stack gap="sm">
      {employee.qualifications.length === 0 ? (
        <Text c="dimmed">No licences recorded yet. Add their white card and any high risk work or trade licences.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {employee.qualifications.map((licence) => (
            <LicenceCard
              key={licence.id}
              licence={licence}
              onEdit={() => setEditing({ licence })}
              onRemove={() =>
                modals.openConfirmModal({
                  title: `Delete ${licence.name}?`,
                  children: <Text size="sm">The licence and its expiry reminders go; the uploaded copy stays in the company's files.</Text>,
                  labels: { confirm: 'Delete licence', cancel: 'Keep it' },
                  confirmProps: { color: 'red.9', size: 'md' },
                  cancelProps: { size: 'md' },
                  onConfirm: () => remove.mutate(licence),
                })
              }
              removing={remove.isPending && remove.variables?.id === licence.id}
            />
          ))}
        </Stack>
      )}
      <Group>
        <Button size="md" leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setEditing({ licence: null })}>
          Add licence
        </Button>
      </Group>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.licence ? 'Edit licence' : 'Add licence'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <QualificationForm
            licence={editing.licence}
            onSubmit={(payload) => (editing.licence ? saveQualification(employee.id, editing.licence.id, payload) : addQualification(employee.id, payload))}
            onSaved={(saved) => {
              notifySuccess(`${saved.name} saved.`);
              setEditing(null);
              onChanged();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
