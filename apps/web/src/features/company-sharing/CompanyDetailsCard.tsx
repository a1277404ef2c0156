import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TCompanySharePreview } from '@hivis/contracts';
import { notifyError, notifySuccess } from '../../ui/notify';

/** The company's details as the recipient will read them, with 'Copy details' for pasting anywhere. */
export function CompanyDetailsCard({ details }: { details: TCompanySharePreview }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(details.text);
      notifySuccess('Company details copied.');
    } catch {
      notifyError('Your browser did not allow copying. Select the details and copy them instead.');
    }
  };
  const rows: Array<[string, string | null]> = [
    ['Legal name', details.legalName],
    [details.businessNumberLabel, details.businessNumber],
    ['Address', details.address],
    ['Phone', details.phone],
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="company-card-heading">
      <Stack gap="md">
        <Group wrap="nowrap" gap="md" align="center">
          {details.logoUrl && <Image src={details.logoUrl} alt={`${details.companyName} logo`} h={64} w="auto" maw={160} fit="contain" />}
          <Title order={2} fz="h3" id="company-card-heading" style={{ overflowWrap: 'anywhere' }}>
            {details.companyName}
          </Title>
        </Group>
        <Stack component="dl" gap="xs" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {value ?? 'Not given yet'}
              </Text>
            </div>
          ))}
        </Stack>
        <Group>
          <Button variant="default" leftSection={<IconCopy size={20} aria-hidden />} onClick={() => void copy()}>
            Copy details
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
