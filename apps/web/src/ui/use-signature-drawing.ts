import { useEffect, useRef, useState } from 'react';
import SignatureCanvas from 'signature_pad';

/*
 * The drawing behind every signature pad (the app's ui/SignaturePad.tsx, a link page's
 * link-pages/swms/LinkSignaturePad.tsx): a finger, stylus or mouse draws on the canvas, or a typed
 * name is drawn into it; either way the signature is the same PNG, white background, black pen.
 */

/** The drawing area's height in CSS pixels. */
export const SIGNATURE_HEIGHT = 350;
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
  canvas.height = SIGNATURE_HEIGHT * ratio;
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
  context.fillText(name, width / 2, SIGNATURE_HEIGHT / 2);
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved.'))), 'image/png');
  });
}

/**
 * The pad's state: `canvasRef` goes on the canvas; `empty` until something is drawn or typed;
 * `showTyped` draws a typed name (drawing is paused while one is there); `reset` clears both;
 * `png` gives the signature, or null while there is none.
 */
export function useSignatureDrawing() {
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
  const png = async (): Promise<Blob | null> => {
    const canvas = canvasRef.current;
    const marked = typedRef.current !== '' || padRef.current?.isEmpty() === false;
    if (!canvas || !marked) return null;
    return canvasToPng(canvas);
  };
  return { canvasRef, empty, typed, showTyped, reset, png };
}
