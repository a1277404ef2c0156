import { Button, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { errorMessage } from '../../api/api-error';

/** The mutation that makes a report on the server and answers its stored file. */
type TMakePdf = { mutateAsync: () => Promise<{ url: string }>; isPending: boolean; isError: boolean; error: unknown };

/**
 * A report as a PDF (an audit's, an incident's): made on the server when asked for (a few
 * seconds with photos), then downloaded by the browser from its signed link.
 */
export function DownloadPdfButton({ pdf }: { pdf: TMakePdf }) {
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
        w="fit-content"
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
