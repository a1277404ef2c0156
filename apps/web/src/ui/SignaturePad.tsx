import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconEraser, IconSignature, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import SignatureCanvas from 'signature_pad';

type TSignaturePadProps = {
  /** Receives the signature as a PNG (white background, black pen). */
  onSave: (png: Blob) => void;
  onClose: () => void;
  saveLabel?: string;
  busy?: boolean;
  /** Read by screen readers for the drawing area. */
  label?: string;
};

const HEIGHT = 350;
/** A typed name is drawn at this size, smaller when it would not fit across the box. */
const TYPED_FONT_PX = 56;
const TYPED_FONT = (size: number) => `italic ${size}px "Segoe Script", "Brush Script MT", cursive, serif`;

/** Sizes the canvas's pixels to its box times the device pixel ratio, so the line is sharp on phones. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignatureCanvas): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = canvas.offsetWidth;
  if (width === 0) return;
  // Resizing clears the canvas: keep the strokes and draw them again at the new size.
  const strokes = pad.toData();
  canvas.width = width * ratio;
  canvas.height = HEIGHT * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  if (strokes.length > 0) pad.fromData(strokes);
}

/**
 * Draws a typed name across the middle of the (already cleared, scaled) canvas: the signature of
 * someone who signs by keyboard, stored as the same PNG a drawn one is.
 */
function drawTypedName(canvas: HTMLCanvasElement, name: string): void {
  const context = canvas.getContext('2d');
  const width = canvas.offsetWidth;
  if (!context || width === 0) return;
  let size = TYPED_FONT_PX;
  context.font = TYPED_FONT(size);
  while (size > 16 && context.measureText(name).width > width - 32) {
    size -= 4;
    context.font = TYPED_FONT(size);
  }
  context.fillStyle = 'rgb(0,0,0)';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, HEIGHT / 2);
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved.'))), 'image/png');
  });
}

/**
 * A signature drawn with a finger, stylus or mouse: full width, 350 px high, white background,
 * black pen. Reset clears it, Close leaves without saving, and the save button waits for a mark.
 * Someone who cannot draw (keyboard only, a screen reader) types their name instead: it is drawn
 * into the same box, and drawing is paused while a typed name is there.
 */
export function SignaturePad({ onSave, onClose, saveLabel = 'Sign', busy = false, label = 'Signature: draw your signature here' }: TSignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignatureCanvas | null>(null);
  const [empty, setEmpty] = useState(true);
  const [typed, setTyped] = useState('');
  // The resize observer redraws the typed name; it reads the latest one from here.
  const typedRef = useRef('');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignatureCanvas(canvas, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(0,0,0)', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    const markDrawn = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', markDrawn);
    const fit = () => {
      fitCanvas(canvas, pad);
      if (typedRef.current) drawTypedName(canvas, typedRef.current);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', markDrawn);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const showTyped = (name: string) => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    typedRef.current = name.trim();
    setTyped(name);
    if (!canvas || !pad) return;
    pad.clear();
    if (typedRef.current) {
      pad.off();
      drawTypedName(canvas, typedRef.current);
    } else {
      pad.on();
    }
    setEmpty(typedRef.current === '');
  };
  const reset = () => {
    showTyped('');
    padRef.current?.clear();
    setEmpty(true);
  };
  const save = async () => {
    const canvas = canvasRef.current;
    const marked = typedRef.current !== '' || padRef.current?.isEmpty() === false;
    if (!canvas || !marked) return;
    onSave(await canvasToPng(canvas));
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
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none', cursor: 'crosshair' }}
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
        <Button variant="default" size="lg" leftSection={<IconX size={22} aria-hidden />} onClick={onClose} disabled={busy}>
          Close
        </Button>
      </Group>
      <Button size="lg" fullWidth leftSection={<IconSignature size={22} aria-hidden />} onClick={() => void save()} disabled={empty} loading={busy}>
        {saveLabel}
      </Button>
    </Stack>
  );
}
