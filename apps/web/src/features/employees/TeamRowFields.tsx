import { ActionIcon, Alert, Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { INVITE_ROLES, roleName } from '@hivis/contracts';
import { Link } from 'react-router';
import { employeePath } from './employee-paths';
import { SeatFullAlert, isSeatMessage } from './SeatFullAlert';
import type { TRowResult, TTeamRow } from './team-rows';

type TTeamRowFieldsProps = {
  index: number;
  row: TTeamRow;
  result: TRowResult | undefined;
  errors: Record<string, string>;
  onChange: (row: TTeamRow) => void;
  onRemove: (() => void) | null;
};

const ROW_FIELDS = ['email', 'firstName', 'lastName', 'role'];
const ROLE_OPTIONS = INVITE_ROLES.map((role) => ({ value: role, label: roleName(role) }));

/** One person of the team set-up: their fields, or once invited, what happened. */
export function TeamRowFields({ index, row, result, errors, onChange, onRemove }: TTeamRowFieldsProps) {
  const label = `Person ${index + 1}`;
  const sent = result?.state === 'sent';
  const set = (field: keyof TTeamRow) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...row, [field]: event.currentTarget.value });
  const seatMessage = result?.state === 'failed' && isSeatMessage(result.errors.role) ? result.errors.role : null;

  return (
    <Paper withBorder p="md" radius="md" component="fieldset" aria-label={label} style={{ margin: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700} component="legend" style={{ float: 'left', padding: 0 }}>
            {label}
          </Text>
          {onRemove && !sent && (
            <ActionIcon variant="subtle" color="red.9" size={44} onClick={onRemove} aria-label={`Remove ${label}`}>
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput label="Email address" type="email" size="md" value={row.email} onChange={set('email')} error={errors.email} disabled={sent} />
          <TextInput label="First name" size="md" value={row.firstName} onChange={set('firstName')} error={errors.firstName} disabled={sent} />
          <TextInput label="Last name" size="md" value={row.lastName} onChange={set('lastName')} error={errors.lastName} disabled={sent} />
          <NativeSelect
            label="Role"
            size="md"
            data={ROLE_OPTIONS}
            value={row.role}
            onChange={set('role')}
            error={seatMessage ? 'No seat left for this role.' : errors.role}
            disabled={sent}
          />
        </SimpleGrid>
        {result?.state === 'sent' && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="Invitation sent">
            <Text size="sm">{result.message}</Text>
            <Anchor component={Link} to={employeePath(result.employeeId)} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
              Open their page
            </Anchor>
          </Alert>
        )}
        {result?.state === 'failed' && !seatMessage && (
          <Alert color="red" title="Not sent">
            {Object.keys(result.errors).some((field) => ROW_FIELDS.includes(field)) ? 'Fix the field marked in red and send again.' : result.message}
          </Alert>
        )}
        <SeatFullAlert message={seatMessage} />
      </Stack>
    </Paper>
  );
}
