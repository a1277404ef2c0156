import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconEraser, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { canvasSizeFor, strokeWidthFor, toImagePoint } from './markup-geometry';
import type { TPoint } from './markup-geometry';

type TStroke = TPoint[];

const MARK_COLOR = '#e03131';
/** A pale edge around the red line keeps it visible on a red or dark background (a fire door, a shadow). */
const HALO_COLOR = 'rgba(255, 255, 255, 0.85)';
const HALO_SCALE = 1.6;
const JPEG_QUALITY = 0.85;

type TPhotoMarkupProps = {
  photo: Blob;
  /** The photo's name, read by screen readers. */
  name: string;
  /** Receives the photo with the marks drawn on it, as a JPEG. */
  onSave: (marked: Blob) => void;
  onClose: () => void;
};

/**
 * A photo taken during a site audit, to draw on with a finger, stylus or mouse: circle the crack,
 * an arrow to the loose rail. The marks are drawn in the photo's own pixels, so they stay where they
 * were drawn at any screen size. Undo takes back the last mark, Clear all of them, Cancel leaves
 * without saving, and the save button waits for a mark. Someone who cannot draw can still leave:
 * every button works from the keyboard.
 */
export function PhotoMarkup({ photo, name, onSave, onClose }: TPhotoMarkupProps) {
  const helpId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { bitmap, failed } = usePhotoBitmap(photo);
  const [strokes, setStrokes] = useState<TStroke[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  // The mark being drawn right now: it changes with every move of the finger, so it is painted
  // straight onto the canvas and joins `strokes` when the finger lifts.
  const drawing = useRef<{ pointerId: number; points: TStroke } | null>(null);

  // Marks belong to the photo they were drawn on: another photo starts clean.
  const [markedPhoto, setMarkedPhoto] = useState(photo);
  if (markedPhoto !== photo) {
    setMarkedPhoto(photo);
    setStrokes([]);
    setSaveFailed(false);
  }

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas && bitmap) paint(canvas, bitmap, strokes);
  }, [bitmap, strokes]);

  const startStroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    // One line at a time: a second finger (a palm, a thumb holding the phone) does not draw.
    const current = drawing.current;
    if (!bitmap || saving || event.button !== 0 || (current && canvas.hasPointerCapture(current.pointerId))) return;
    // The line keeps following the finger even when it slides off the photo.
    canvas.setPointerCapture(event.pointerId);
    drawing.current = { pointerId: event.pointerId, points: [pointOnPhoto(canvas, event.clientX, event.clientY)] };
    paint(canvas, bitmap, [...strokes, drawing.current.points]);
  };
  const extendStroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!bitmap || !current || current.pointerId !== event.pointerId) return;
    current.points.push(...pointsOfMove(event));
    paint(event.currentTarget, bitmap, [...strokes, current.points]);
  };
  const endStroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drawing.current = null;
    setStrokes((done) => [...done, current.points]);
  };
  // The phone took the touch over (a system gesture, a call): what was drawn was not meant as a mark.
  const dropStroke = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (drawing.current?.pointerId !== event.pointerId) return;
    drawing.current = null;
    if (bitmap) paint(event.currentTarget, bitmap, strokes);
  };

  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas || strokes.length === 0) return;
    setSaving(true);
    setSaveFailed(false);
    const marked = await canvasToJpeg(canvas);
    setSaving(false);
    if (marked) onSave(marked);
    else setSaveFailed(true);
  };

  const size = bitmap ? canvasSizeFor(bitmap.width, bitmap.height) : null;
  return (
    <Stack gap="sm">
      {failed ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="This photo cannot be opened for marking">
          This device could not read the photo, so it cannot be marked. Cancel to go back.
        </Alert>
      ) : (
        <Text size="sm" id={helpId}>
          Draw on the photo with your finger to mark the problem.
        </Text>
      )}
      {size ? (
        <canvas
          ref={canvasRef}
          width={size.width}
          height={size.height}
          role="img"
          aria-label={`Photo ${name}: draw on it to mark the problem`}
          aria-describedby={helpId}
          data-testid="photo-markup-canvas"
          onPointerDown={startStroke}
          onPointerMove={extendStroke}
          onPointerUp={endStroke}
          onLostPointerCapture={endStroke}
          onPointerCancel={dropStroke}
          style={{
            display: 'block',
            // As wide as the space allows, but short enough to leave the buttons in reach on a phone.
            width: `min(100%, calc(70vh * ${size.width / size.height}))`,
            aspectRatio: `${size.width} / ${size.height}`,
            height: 'auto',
            margin: '0 auto',
            borderRadius: 8,
            touchAction: 'none',
            userSelect: 'none',
            WebkitUserSelect: 'none',
            cursor: 'crosshair',
          }}
        />
      ) : (
        !failed && (
          <Center h={240} role="status" aria-live="polite">
            <Stack align="center" gap="sm">
              <Loader aria-hidden />
              <Text c="dimmed">Opening the photo…</Text>
            </Stack>
          </Center>
        )
      )}
      {saveFailed && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          The marked photo could not be saved. Try again.
        </Alert>
      )}
      {/* Undo and Clear side by side; saving full width, easy to hit with a gloved thumb. */}
      <Group gap="sm" grow>
        <Button
          variant="default"
          size="lg"
          leftSection={<IconArrowBackUp size={22} aria-hidden />}
          onClick={() => setStrokes((done) => done.slice(0, -1))}
          disabled={strokes.length === 0 || saving}
        >
          Undo
        </Button>
        <Button
          variant="default"
          size="lg"
          leftSection={<IconEraser size={22} aria-hidden />}
          onClick={() => setStrokes([])}
          disabled={strokes.length === 0 || saving}
        >
          Clear
        </Button>
      </Group>
      <Button
        size="lg"
        fullWidth
        leftSection={<IconCheck size={22} aria-hidden />}
        onClick={() => void save()}
        disabled={strokes.length === 0}
        loading={saving}
      >
        Save marked photo
      </Button>
      <Button variant="default" size="lg" fullWidth leftSection={<IconX size={22} aria-hidden />} onClick={onClose} disabled={saving}>
        Cancel
      </Button>
    </Stack>
  );
}

/**
 * The photo, decoded and turned the way it was taken (a phone stores many photos sideways with a
 * note to turn them). `failed` when the browser cannot read it.
 */
function usePhotoBitmap(photo: Blob): { bitmap: ImageBitmap | null; failed: boolean } {
  const [opened, setOpened] = useState<{ photo: Blob; bitmap: ImageBitmap | null } | null>(null);
  useEffect(() => {
    let wanted = true;
    let kept: ImageBitmap | null = null;
    const opening =
      typeof createImageBitmap === 'function'
        ? createImageBitmap(photo, { imageOrientation: 'from-image' })
        : Promise.reject(new Error('This browser cannot open photos.'));
    opening.then(
      (bitmap) => {
        if (!wanted) {
          bitmap.close();
          return;
        }
        kept = bitmap;
        setOpened({ photo, bitmap });
      },
      () => {
        if (wanted) setOpened({ photo, bitmap: null });
      },
    );
    // A decoded photo holds tens of megabytes: let it go as soon as it is not shown.
    return () => {
      wanted = false;
      kept?.close();
    };
  }, [photo]);
  // Until the new photo is open, the previous one (closed by now) is not shown.
  if (opened?.photo !== photo) return { bitmap: null, failed: false };
  return { bitmap: opened.bitmap, failed: opened.bitmap === null };
}

/** The photo with every mark on it: a red line with a pale edge, round ends; a tap leaves a dot. */
function paint(canvas: HTMLCanvasElement, bitmap: ImageBitmap, strokes: readonly TStroke[]): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  const lineWidth = strokeWidthFor(width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  // Every edge first, then every line, so crossing marks read as one drawing.
  drawStrokes(context, strokes, lineWidth * HALO_SCALE, HALO_COLOR);
  drawStrokes(context, strokes, lineWidth, MARK_COLOR);
}

function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly TStroke[], lineWidth: number, color: string): void {
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = lineWidth;
  for (const [first, ...rest] of strokes) {
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      context.arc(first.x, first.y, lineWidth / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

function pointOnPhoto(canvas: HTMLCanvasElement, clientX: number, clientY: number): TPoint {
  return toImagePoint(clientX, clientY, canvas.getBoundingClientRect(), canvas.width, canvas.height);
}

/**
 * Every position the finger passed through since the last update of the screen: a quick circle
 * stays round instead of turning into a polygon.
 */
function pointsOfMove(event: ReactPointerEvent<HTMLCanvasElement>): TPoint[] {
  const canvas = event.currentTarget;
  const native = event.nativeEvent;
  const passed = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
  const moves = passed.length > 0 ? passed : [native];
  const rect = canvas.getBoundingClientRect();
  return moves.map((move) => toImagePoint(move.clientX, move.clientY, rect, canvas.width, canvas.height));
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}
