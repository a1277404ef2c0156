import { Badge } from '@mantine/core';
import { CONNECTION_STATUS_LABELS, CONTRACT_STAGE_LABELS } from '@hivis/contracts';
import type { TConnectionStatus, TContractStage } from '@hivis/contracts';

const CONNECTION_COLOURS: Record<TConnectionStatus, string> = { pending: 'yellow', accepted: 'green', declined: 'red', removed: 'gray' };
const STAGE_COLOURS: Record<TContractStage, string> = {
  offered: 'yellow',
  accepted: 'blue',
  onsite: 'orange',
  declined: 'red',
  withdrawn: 'gray',
  completed: 'green',
};

// Black text on a light badge keeps the contrast in sun glare; the colour only repeats the words.
const styles = { root: { maxWidth: 'none', flexShrink: 0 }, label: { color: 'var(--mantine-color-black)', overflow: 'visible' } };

export function ConnectionBadge({ status }: { status: TConnectionStatus }) {
  return (
    <Badge color={CONNECTION_COLOURS[status]} variant="light" tt="none" styles={styles}>
      {CONNECTION_STATUS_LABELS[status]}
    </Badge>
  );
}

export function StageBadge({ stage, size = 'md' }: { stage: TContractStage; size?: 'md' | 'lg' }) {
  return (
    <Badge color={STAGE_COLOURS[stage]} variant="light" tt="none" size={size} styles={styles}>
      {CONTRACT_STAGE_LABELS[stage]}
    </Badge>
  );
}
