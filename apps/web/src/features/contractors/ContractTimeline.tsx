import { Text, Timeline } from '@mantine/core';
import type { TContractEvent } from '@hivis/contracts';
import { formatDate, formatTime } from '../../ui/dates';

/** What happened on the contract, oldest first, with who and when. */
export function ContractTimeline({ events }: { events: TContractEvent[] }) {
  if (events.length === 0) return <Text>Nothing has happened on this contract yet.</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={20} lineWidth={2} aria-label="Contract timeline">
      {events.map((event) => (
        <Timeline.Item key={event.id} title={event.label}>
          <Text size="sm">
            {formatDate(event.at)} {formatTime(event.at)}
            {event.by ? ` · ${event.by}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
