import { Group, Radio, Stack, Text } from '@mantine/core';
import { INVITE_ROLES, INVITE_ROLE_HELP, roleName } from '@hivis/contracts';
import type { TInviteRole } from '@hivis/contracts';

type TRoleChoiceProps = {
  value: string;
  onChange: (role: TInviteRole) => void;
  error?: React.ReactNode;
};

/** The three staff roles as big cards with what each means on site, so the owner picks knowingly. */
export function RoleChoice({ value, onChange, error }: TRoleChoiceProps) {
  return (
    <Radio.Group label="Choose their role" required value={value} onChange={(next) => onChange(next as TInviteRole)} error={error}>
      <Stack gap="sm" mt="xs">
        {INVITE_ROLES.map((role) => (
          <Radio.Card key={role} value={role} radius="md" p="md" withBorder aria-describedby={`role-help-${role}`}>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={700}>{roleName(role)}</Text>
                <Text size="sm" id={`role-help-${role}`}>
                  {INVITE_ROLE_HELP[role]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
