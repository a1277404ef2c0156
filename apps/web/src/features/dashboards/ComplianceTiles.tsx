import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '@hivis/contracts';
import type { TComplianceDashboard, TLicenceBucket } from '@hivis/contracts';
import { Link } from 'react-router';
import { employeePath } from '../employees/employee-paths';
import { CountChart } from './CountChart';
import { EMPLOYEES_PATH, LICENCE_BUCKET_AXIS_LABELS, LICENCE_BUCKET_LABELS, expiryLabel } from './dashboard-format';
import { Tile } from './Tile';

const BUCKET_COLORS: Record<TLicenceBucket, string> = { expired: 'red.7', within30: 'orange.6', within60: 'yellow.5', within90: 'blue.4' };

type TComplianceTilesProps = { dashboard: TComplianceDashboard; linked: boolean };

function PersonName({ userId, name, linked }: { userId: string; name: string; linked: boolean }) {
  return linked ? (
    <Anchor component={Link} to={employeePath(userId)} fw={600} className="dashboard-row-link">
      {name}
    </Anchor>
  ) : (
    <Text fw={600}>{name}</Text>
  );
}

/** Licences by expiry window, the ones due soonest, and invitations not taken up. */
export function ComplianceTiles({ dashboard, linked }: TComplianceTilesProps) {
  const { licences, pendingSetup, today } = dashboard;
  const link = (to: string, label: string) => (linked ? { to, label } : null);
  const dueSoon = licences.counts.filter((row) => row.bucket === 'expired' || row.bucket === 'within30').reduce((sum, row) => sum + row.count, 0);
  const within90 = licences.counts.reduce((sum, row) => sum + row.count, 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Tile title="Licences by expiry" figure={{ value: within90, label: 'expired or expiring within 90 days' }} link={link(EMPLOYEES_PATH, 'All employees')}>
        <CountChart
          name="Bar chart of licences by expiry"
          unit={{ one: 'licence', many: 'licences' }}
          bars={licences.counts.map((row) => ({
            key: row.bucket,
            label: LICENCE_BUCKET_LABELS[row.bucket],
            axisLabel: LICENCE_BUCKET_AXIS_LABELS[row.bucket],
            count: row.count,
            color: BUCKET_COLORS[row.bucket],
          }))}
        />
      </Tile>

      <Tile title="Licences to renew now" figure={{ value: dueSoon, label: 'expired or expiring within 30 days' }} link={link(EMPLOYEES_PATH, 'All employees')}>
        {licences.soonest.length === 0 ? (
          <Text c="dimmed">No licence has expired or expires in the next 30 days.</Text>
        ) : (
          <List listStyleType="none" p={0} spacing="sm">
            {licences.soonest.map((row) => {
              const expired = row.expiresOn < today;
              return (
                <List.Item key={row.id}>
                  <Stack gap={0}>
                    <PersonName userId={row.userId} name={row.name} linked={linked} />
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm">{`${row.licence}, ${formatCalendarDate(row.expiresOn)}`}</Text>
                      <Badge color={expired ? 'red.9' : 'gray.9'} variant={expired ? 'filled' : 'outline'} size="md">
                        {expiryLabel(row.expiresOn, today)}
                      </Badge>
                    </Group>
                  </Stack>
                </List.Item>
              );
            })}
          </List>
        )}
        {licences.soonestCount > licences.soonest.length && <Text size="sm">{`The ${licences.soonest.length} soonest of ${licences.soonestCount}.`}</Text>}
      </Tile>

      <Tile
        title="Waiting to set up their account"
        figure={{ value: pendingSetup.count, label: pendingSetup.count === 1 ? 'person invited' : 'people invited' }}
        link={link(EMPLOYEES_PATH, 'All employees')}
      >
        {pendingSetup.items.length === 0 ? (
          <Text c="dimmed">Everyone invited has set up their account.</Text>
        ) : (
          <List listStyleType="none" p={0} spacing="sm">
            {pendingSetup.items.map((person) => (
              <List.Item key={person.userId}>
                <PersonName userId={person.userId} name={person.name} linked={linked} />
                <Text size="sm" c="dimmed">{`Invited ${formatCalendarDate(person.invitedOn)}`}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </Tile>
    </SimpleGrid>
  );
}
