import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Group, List, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { Link } from 'react-router';

export type TCountBar = {
  key: string;
  label: string;
  /** A shorter label under the bar, where a phone has little room; the list keeps the full one. */
  axisLabel?: string;
  count: number;
  color: MantineColor;
  /** The list behind this bar, in the app; none on an embed. */
  to?: string;
};

type TCountChartProps = {
  /** What the chart shows, read out in place of the drawing. */
  name: string;
  bars: TCountBar[];
  unit: { one: string; many: string };
};

/**
 * A bar per category on a counted axis, then the same figures as a list of links: the
 * list is the text version for screen readers and the way into each list. Colour only repeats what
 * the labels say.
 */
export function CountChart({ name, bars, unit }: TCountChartProps) {
  const summary = bars.map((bar) => `${bar.label}: ${bar.count}`).join(', ');
  return (
    <>
      {/* All zero: an empty drawing says nothing the list below does not. */}
      {bars.some((bar) => bar.count > 0) && (
        <div role="img" aria-label={`${name}. ${summary}.`}>
          <BarChart
            h={200}
            data={bars.map((bar) => ({ label: bar.axisLabel ?? bar.label, count: bar.count, color: bar.color }))}
            dataKey="label"
            series={[{ name: 'count', label: unit.many, color: 'orange.6' }]}
            withTooltip={false}
            tickLine="none"
            gridAxis="y"
            accessibilityLayer={false}
            textColor="dark.7"
            xAxisProps={{ interval: 0, tick: { fontSize: 12 } }}
            yAxisProps={{ width: 32, allowDecimals: false }}
          />
        </div>
      )}
      <List listStyleType="none" p={0} spacing={0}>
        {bars.map((bar) => (
          <List.Item key={bar.key}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              {bar.to ? (
                <Anchor component={Link} to={bar.to} className="dashboard-row-link">
                  {bar.label}
                </Anchor>
              ) : (
                <Text py={6}>{bar.label}</Text>
              )}
              <Text fw={700}>{`${bar.count} ${bar.count === 1 ? unit.one : unit.many}`}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}
