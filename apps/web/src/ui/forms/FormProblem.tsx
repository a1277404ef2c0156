import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The form-level error box: what went wrong as a heading, the server's message below. */
export function FormProblem({ title, problem }: { title: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title}>
      {problem}
    </Alert>
  );
}
