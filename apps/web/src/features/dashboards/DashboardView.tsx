import './dashboards.css';
import { Text } from '@mantine/core';
import type { TDashboard } from '@hivis/contracts';
import { formatZoned } from '../jobs/zoned-time';
import { ComplianceTiles } from './ComplianceTiles';
import { OperationsTiles } from './OperationsTiles';

/** A dashboard's tiles, in the app (with links) or on an embed (read-only, no links). */
export function DashboardView({ dashboard, linked }: { dashboard: TDashboard; linked: boolean }) {
  return (
    <>
      <Text c="dimmed" size="sm">
        {`Figures as at ${formatZoned(dashboard.generatedAt, dashboard.timeZone)}. Days and weeks are counted in ${dashboard.timeZone.replace(/_/g, ' ')} time.`}
      </Text>
      {dashboard.id === 'operations' ? <OperationsTiles dashboard={dashboard} linked={linked} /> : <ComplianceTiles dashboard={dashboard} linked={linked} />}
    </>
  );
}
