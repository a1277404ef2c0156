import { Anchor } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { mapLinkOf } from '@hivis/contracts';

/**
 * The site's point on OpenStreetMap, in a new tab: no map tiles or scripts load in HiVis itself,
 * which keeps screens light on weak site data.
 */
export function MapLink({ geo, label = 'Open map', siteName }: { geo: { lat: number; long: number }; label?: string; siteName: string }) {
  return (
    <Anchor
      href={mapLinkOf(geo)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${siteName} on OpenStreetMap (opens in a new tab)`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}
    >
      <IconMapPin size={18} aria-hidden />
      {label}
    </Anchor>
  );
}
