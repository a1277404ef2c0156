import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TWorksiteListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import type { TColumn } from '../../ui/PaginatedTable';
import { MapLink } from './MapLink';

export const worksiteEditPath = (id: string) => `/worksite/${id}/edit`;

function NameLink({ site }: { site: TWorksiteListItem }) {
  return (
    <Group gap={6} wrap="wrap">
      <Anchor component={Link} to={worksiteEditPath(site.id)} fw={600} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
        {site.name}
      </Anchor>
      {site.archivedOn && (
        <Badge color="gray" variant="light">
          Archived
        </Badge>
      )}
    </Group>
  );
}

const contactsLabel = (count: number) => (count === 0 ? 'No site contacts' : count === 1 ? '1 site contact' : `${count} site contacts`);
const addressOf = (site: TWorksiteListItem) => site.addressLine || 'No address';

/** The site's projects (and through them its jobs): /worksite/{id}/project/list. */
function ProjectsLink({ site }: { site: TWorksiteListItem }) {
  return (
    <Anchor
      component={Link}
      to={`/worksite/${site.id}/project/list`}
      aria-label={`Projects at ${site.name}`}
      style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
    >
      Projects
    </Anchor>
  );
}

function PointCell({ site }: { site: TWorksiteListItem }) {
  if (!site.geo)
    return (
      <Text size="sm" c="dimmed">
        No map point
      </Text>
    );
  return <MapLink geo={site.geo} label="Map" siteName={site.name} />;
}

/** Desktop: one fact per column. */
export function wideWorksiteColumns(): TColumn<TWorksiteListItem>[] {
  return [
    { key: 'name', header: 'Worksite', cell: (site) => <NameLink site={site} /> },
    { key: 'address', header: 'Address', cell: (site) => <Text size="sm">{addressOf(site)}</Text> },
    { key: 'contacts', header: 'Site contacts', cell: (site) => <Text size="sm">{site.siteContactCount}</Text> },
    { key: 'map', header: 'Map', cell: (site) => <PointCell site={site} /> },
    { key: 'projects', header: 'Projects', cell: (site) => <ProjectsLink site={site} /> },
  ];
}

/** Phone: one column that fits 360 px, the site as a small card. */
export function narrowWorksiteColumns(): TColumn<TWorksiteListItem>[] {
  return [
    {
      key: 'site',
      header: 'Worksite',
      cell: (site) => (
        <Stack gap={2}>
          <NameLink site={site} />
          <Text size="sm">{addressOf(site)}</Text>
          <Group gap="md" justify="space-between">
            <Text size="sm" c="dimmed">
              {contactsLabel(site.siteContactCount)}
            </Text>
            <PointCell site={site} />
          </Group>
          <ProjectsLink site={site} />
        </Stack>
      ),
    },
  ];
}
