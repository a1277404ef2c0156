import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TNotFound } from '../../ui/QueryGate';
import { CONTACTS_HOME } from './contact-paths';

/** A client or contact that is not there, or not this company's. */
export const recordNotFound = (what: string): TNotFound => ({
  title: `This ${what} was not found`,
  body: 'It may have been typed wrongly, or it belongs to another company.',
});

/** A client or contact that did not load, with the way back to the list. */
export function RecordProblemFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md">
      {children}
      <Anchor component={Link} to={CONTACTS_HOME}>
        Back to Clients & Contacts
      </Anchor>
    </Stack>
  );
}
