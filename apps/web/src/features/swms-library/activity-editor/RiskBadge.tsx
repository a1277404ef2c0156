import { Badge } from '@mantine/core';
import type { TRiskBand } from '@hivis/contracts';
import { BAND_COLOURS } from './risk';

/** A risk band as colour AND words ("High 12"), readable in sun and by people who do not see colour. */
export function RiskBadge({ band, score, prefix }: { band: TRiskBand; score?: number; prefix?: string }) {
  const colours = BAND_COLOURS[band.code];
  const text = `${prefix ? `${prefix} ` : ''}${band.label}${score === undefined ? '' : ` ${score}`}`;
  return (
    <Badge color={colours.background} c={colours.text} variant="filled" size="lg" radius="sm" tt="none">
      {text}
    </Badge>
  );
}
