import { Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { useDashboardCatalogue } from './dashboards-api';
import { dashboardPath } from './dashboard-format';
import { QueryGate } from '../../ui/QueryGate';

/** /dashboard: the dashboards, each a large card with its headline figure. */
export function DashboardsPage() {
  const catalogue = useDashboardCatalogue();
  return (
    <Page title="Dashboards" size="lg">
      <Text maw={640}>The figures an owner checks each day. Open a dashboard for its charts, and follow any tile to the list behind it.</Text>
      <QueryGate query={catalogue} loading={<Loader aria-label="Loading the dashboards" />} errorTitle="The dashboards could not be loaded">
        {(found) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {found.items.map((item) => (
              <Paper key={item.id} component={Link} to={dashboardPath(item.id)} withBorder p="lg" radius="md" className="link-card">
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {item.title}
                  </Title>
                  <Text fz={40} fw={800} lh={1}>
                    {item.headline.value}
                  </Text>
                  <Text fw={600}>{item.headline.label}</Text>
                  <Text c="dimmed">{item.description}</Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </QueryGate>
    </Page>
  );
}
