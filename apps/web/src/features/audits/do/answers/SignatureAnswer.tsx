import { Box, Button, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { PhonePhoto } from '../../../../offline/attachments/PendingAttachments';
import { SignaturePad } from '../../../../ui/SignaturePad';
import type { TAnswerProps, TAuditFileStore } from './answer-props';

/**
 * A signature drawn on the pad, kept on the phone as an image and answered with its id; the
 * builder's terms (secondaryText) are shown above it, as what the person agrees to by signing.
 */
export function SignatureAnswer({ question, answer, onAnswer, labelId, errorId, store }: TAnswerProps & { store: TAuditFileStore }) {
  const [signing, setSigning] = useState(false);
  const signed = typeof answer === 'string' ? store.files.find((file) => file.id === answer) : undefined;
  const sign = async (png: Blob) => {
    const id = uuidv7();
    await store.keep({ id, fileType: 'audit_signature_photo', name: 'signature.png', blob: png });
    // The answer names the new signature before the old one goes: never a name with no file.
    onAnswer(id);
    setSigning(false);
    if (typeof answer === 'string') await store.drop(answer);
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={errorId}>
      {question.secondaryText && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {question.secondaryText}
        </Text>
      )}
      {signing ? (
        <SignaturePad onSave={(png) => void sign(png)} onClose={() => setSigning(false)} saveLabel="Save signature" />
      ) : (
        <>
          {signed && (
            <Box style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: '#fff' }} p={4} w="fit-content">
              <PhonePhoto photo={signed.blob} alt="Your signature" size={160} />
            </Box>
          )}
          <Button size="lg" variant={signed ? 'default' : 'filled'} leftSection={<IconSignature size={22} aria-hidden />} onClick={() => setSigning(true)}>
            {signed ? 'Sign again' : 'Sign'}
          </Button>
        </>
      )}
    </Stack>
  );
}
