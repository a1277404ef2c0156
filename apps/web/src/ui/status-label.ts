/** Words for the account statuses of contracts' account.ts, as a person should read them. */
const LABELS: Record<string, string> = {
  active: 'Active',
  suspended: 'Suspended',
  inactive: 'Inactive',
  pending_company: 'Company details needed',
  pending_setup: 'Waiting for set-up',
  data_filled: 'Waiting for payment',
  deactivated: 'Deactivated',
};

export function statusLabel(status: string): string {
  return LABELS[status] ?? status.replaceAll('_', ' ');
}

export function statusColor(status: string): string {
  if (status === 'active') return 'green';
  if (status === 'suspended' || status === 'inactive' || status === 'deactivated') return 'red';
  return 'orange';
}
