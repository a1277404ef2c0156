import { Button, SimpleGrid } from '@mantine/core';
import { IconCheck, IconDownload, IconEye, IconSend } from '@tabler/icons-react';
import type { TSwmsFileLink } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { SignFlow } from './SignFlow';
import type { TSignTarget } from './signing-api';

type TSection6ActionsProps = {
  file: TSwmsFileLink | null;
  /** 'link': signing without login (SEND disabled, Finish hidden). */
  mode: 'user' | 'link';
  signTarget: TSignTarget;
  signDisabled: boolean;
  askName?: boolean;
  onSend: () => void;
};

/** VIEW, SEND, DOWNLOAD, SIGN and Finish (spec 5 "Generate SWMS - Section 6"), big enough for gloves. */
export function Section6Actions({ file, mode, signTarget, signDisabled, askName = false, onSend }: TSection6ActionsProps) {
  const navigate = useNavigate();
  const noFile = file === null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: mode === 'user' ? 3 : 4 }} spacing="sm">
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
      {mode === 'user' && (
        <Button size="lg" variant="default" leftSection={<IconSend size={22} aria-hidden />} onClick={onSend} disabled={noFile}>
          SEND
        </Button>
      )}
      {mode === 'link' && (
        <Button size="lg" variant="default" leftSection={<IconSend size={22} aria-hidden />} disabled title="Only the company can send this SWMS.">
          SEND
        </Button>
      )}
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
      <SignFlow target={signTarget} disabled={signDisabled || noFile} askName={askName} />
      {mode === 'user' && (
        <Button size="lg" color="green" leftSection={<IconCheck size={22} aria-hidden />} disabled={noFile} onClick={() => void navigate('/')}>
          Finish
        </Button>
      )}
    </SimpleGrid>
  );
}
