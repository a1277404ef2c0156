import { Button, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { errorMessage } from '../../api/api-error';
import { useIncidentPdf } from './incidents-api';

/**
 * The incident's report as a PDF: made on the server when asked for (a few seconds with photos),
 * then downloaded by the browser from its signed link.
 */
export function DownloadIncidentPdf({ incidentId }: { incidentId: string }) {
  const pdf = useIncidentPdf(incidentId);
  const download = async () => {
    const file = await pdf.mutateAsync();
    window.location.assign(file.url);
  };
  return (
    <>
      <Button
        variant="default"
        size="md"
        leftSection={<IconFileTypePdf size={20} aria-hidden />}
        loading={pdf.isPending}
        onClick={() => void download().catch(() => undefined)}
      >
        Download PDF
      </Button>
      {pdf.isError && (
        <Text size="sm" c="red.9" role="alert">
          The PDF could not be made: {errorMessage(pdf.error)}
        </Text>
      )}
    </>
  );
}
