import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/**
 * An issued version whose PDF is not stored yet (Generate lays it out after issuing it, or its
 * render failed): nobody can read it, so nobody signs it until it is there.
 */
export function PreparingNote() {
  return (
    <Alert color="blue" icon={<IconHourglass aria-hidden />} title="The document is being prepared">
      VIEW, DOWNLOAD and SIGN open once the PDF is ready. Reload this page in a minute.
    </Alert>
  );
}
