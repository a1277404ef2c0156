import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconEraser, IconSignature, IconX } from '@tabler/icons-react';
import { SIGNATURE_HEIGHT, useSignatureDrawing } from './use-signature-drawing';

type TSignaturePadProps = {
  /** Receives the signature as a PNG (white background, black pen). */
  onSave: (png: Blob) => void;
  /** Given, a Close button leaves without saving (a pad in a modal); a pad on the page has none. */
  onClose?: () => void;
  saveLabel?: string;
  busy?: boolean;
  /** Read by screen readers for the drawing area. */
  label?: string;
};

/**
 * A signature drawn with a finger, stylus or mouse: full width, 350 px high, white background,
 * black pen. Reset clears it, Close (in a modal) leaves without saving, and the save button waits for a mark.
 * Someone who cannot draw (keyboard only, a screen reader) types their name instead: it is drawn
 * into the same box, and drawing is paused while a typed name is there.
 */
export function SignaturePad({ onSave, onClose, saveLabel = 'Sign', busy = false, label = 'Signature: draw your signature here' }: TSignaturePadProps) {
  const { canvasRef, empty, typed, showTyped, reset, png } = useSignatureDrawing();
  const save = async () => {
    const signature = await png();
    if (signature) onSave(signature);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" id="signature-pad-help">
        Sign inside the white box with your finger or mouse, or type your name below it.
      </Text>
      <Box style={{ border: '2px solid var(--mantine-color-gray-6)', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          aria-describedby="signature-pad-help"
          data-testid="signature-canvas"
          style={{ display: 'block', width: '100%', height: SIGNATURE_HEIGHT, touchAction: 'none', cursor: 'crosshair' }}
        />
      </Box>
      <TextInput
        label="Or type your full name to sign"
        size="md"
        maxLength={80}
        autoComplete="name"
        value={typed}
        onChange={(event) => showTyped(event.currentTarget.value)}
        disabled={busy}
      />
      {/* Reset and Close side by side; the signing button full width, easy to hit with a thumb. */}
      <Group gap="sm" grow>
        <Button variant="default" size="lg" leftSection={<IconEraser size={22} aria-hidden />} onClick={reset} disabled={busy}>
          Reset
        </Button>
        {onClose && (
          <Button variant="default" size="lg" leftSection={<IconX size={22} aria-hidden />} onClick={onClose} disabled={busy}>
            Close
          </Button>
        )}
      </Group>
      <Button size="lg" fullWidth leftSection={<IconSignature size={22} aria-hidden />} onClick={() => void save()} disabled={empty} loading={busy}>
        {saveLabel}
      </Button>
    </Stack>
  );
}
