import { Button, SimpleGrid } from '@mantine/core';
import { IconCheck, IconDownload, IconEye, IconSend } from '@tabler/icons-react';
import type { TSwmsFileLink } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { SignFlow } from './SignFlow';
import type { TSignTarget } from './signing-api';

type TSection6ActionsProps = {
  file: TSwmsFileLink | null;
  signTarget: TSignTarget;
  /** The SWMS's job (SIGN's checklist names its pre-start talk of today). */
  jobId: string;
  signDisabled: boolean;
  onSend: () => void;
};

/**
 * VIEW, SEND, DOWNLOAD, SIGN and Finish (spec 5 "Generate SWMS - Section 6"), big enough for gloves.
 * A signing link's page has its own (link-pages/swms/).
 */
export function Section6Actions({ file, signTarget, jobId, signDisabled, onSend }: TSection6ActionsProps) {
  const navigate = useNavigate();
  const noFile = file === null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Button
        component="a"
        href={file?.inlineUrl}
        target="_blank"
        rel="noopener"
        size="lg"
        variant="default"
        leftSection={<IconEye size={22} aria-hidden />}
        disabled={noFile}
        data-disabled={noFile || undefined}
      >
        VIEW
      </Button>
      <Button size="lg" variant="default" leftSection={<IconSend size={22} aria-hidden />} onClick={onSend} disabled={noFile}>
        SEND
      </Button>
      <Button
        component="a"
        href={file?.url}
        download
        size="lg"
        variant="default"
        leftSection={<IconDownload size={22} aria-hidden />}
        disabled={noFile}
        data-disabled={noFile || undefined}
      >
        DOWNLOAD
      </Button>
      {/* Nobody signs a document they cannot read: SIGN waits for the PDF like VIEW does. */}
      <SignFlow target={signTarget} jobId={jobId} disabled={signDisabled || noFile} />
      <Button size="lg" color="green" leftSection={<IconCheck size={22} aria-hidden />} disabled={noFile} onClick={() => void navigate('/')}>
        Finish
      </Button>
    </SimpleGrid>
  );
}
