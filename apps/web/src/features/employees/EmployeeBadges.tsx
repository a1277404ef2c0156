import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation, IconMailForward } from '@tabler/icons-react';
import { EMPLOYEE_STATUS_LABELS } from '@hivis/contracts';
import type { TEmployeeStatus, TExpiryState, TLicenceWarning } from '@hivis/contracts';
import { formatDay } from './employee-paths';

/*
 * Badges read in sun on a phone: strong colours with dark or white text (autoContrast), an icon
 * and a word, never colour alone.
 */

export function StatusBadge({ status }: { status: TEmployeeStatus }) {
  if (status === 'active') return null;
  if (status === 'pending_setup') {
    return (
      <Badge size="lg" color="blue.9" leftSection={<IconMailForward size={14} aria-hidden />} autoContrast>
        {EMPLOYEE_STATUS_LABELS.pending_setup}
      </Badge>
    );
  }
  return (
    <Badge size="lg" color="gray.8" autoContrast>
      {EMPLOYEE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function ExpiryBadge({ state, expiresOn }: { state: TExpiryState; expiresOn: string | null }) {
  if (state === 'expired') {
    return (
      <Badge size="lg" color="red.9" leftSection={<IconAlertTriangle size={14} aria-hidden />} autoContrast>
        Expired {formatDay(expiresOn)}
      </Badge>
    );
  }
  if (state === 'expiring') {
    return (
      <Badge size="lg" color="yellow.4" leftSection={<IconClockExclamation size={14} aria-hidden />} autoContrast>
        Expires {formatDay(expiresOn)}
      </Badge>
    );
  }
  if (state === 'no_expiry') {
    return (
      <Badge size="lg" color="gray.2" autoContrast>
        No expiry
      </Badge>
    );
  }
  return (
    <Badge size="lg" color="teal.9" autoContrast>
      Valid to {formatDay(expiresOn)}
    </Badge>
  );
}

/** The list's warning: the soonest licence expiry when it is past or within 30 days. */
export function LicenceWarningBadge({ warning, expiresOn }: { warning: TLicenceWarning; expiresOn: string | null }) {
  if (!warning) return null;
  return warning === 'expired' ? (
    <Badge size="lg" color="red.9" leftSection={<IconAlertTriangle size={14} aria-hidden />} autoContrast>
      Licence expired
    </Badge>
  ) : (
    <Badge size="lg" color="yellow.4" leftSection={<IconClockExclamation size={14} aria-hidden />} autoContrast>
      Licence expires {formatDay(expiresOn)}
    </Badge>
  );
}
