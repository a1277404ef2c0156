import { Group, Text } from '@mantine/core';
import { STATUS_LEGEND } from './status-style';

/** What the colours mean; each event also says its status in words. */
export function StatusLegend() {
  return (
    <Group gap="md" wrap="wrap" component="ul" aria-label="Job status colours" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {STATUS_LEGEND.map((item) => (
        <Group key={item.status} gap={6} wrap="nowrap" component="li">
          <span
            aria-hidden
            style={{ width: 18, height: 18, borderRadius: 4, background: item.fill, borderLeft: `5px solid ${item.edge}`, display: 'inline-block' }}
          />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
