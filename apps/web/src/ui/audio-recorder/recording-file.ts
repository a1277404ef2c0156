/*
 * Naming and typing a voice note recorded on the phone. Each browser records its own format
 * (Android Chrome WebM, iPhone Safari MP4 audio, Firefox WebM or Ogg), so the file's name and type
 * follow what was really recorded: the person sees a name that opens on their computer, and the
 * server sees a plain type such as `audio/webm`.
 */

/** Formats tried in order: Opus in WebM is small and clear for speech; MP4 is what iPhones record. */
export const PREFERRED_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'] as const;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** WebM is what most phones record when the browser does not say which format it used. */
const UNKNOWN_TYPE_EXTENSION = 'webm';

/** The type without its details: `audio/webm;codecs=opus` → `audio/webm`. */
export function baseMimeType(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/** The file name ending for a recording of this type: webm, ogg, or m4a for MP4 audio. */
export function recordingExtension(mimeType: string): string {
  const base = baseMimeType(mimeType);
  const known = EXTENSION_BY_TYPE[base];
  if (known) return known;
  const subtype = base.split('/')[1] ?? '';
  return /^[a-z0-9]+$/.test(subtype) ? subtype : UNKNOWN_TYPE_EXTENSION;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `recording-2026-11-27-0942.webm`: the phone's local date and time, so notes sort in the order they were made. */
export function recordingName(at: Date, mimeType: string): string {
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}`;
  return `recording-${day}-${time}.${recordingExtension(mimeType)}`;
}

/** A length as a clock shows it: 0:07, 1:05, 12:00. */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${pad(whole % 60)}`;
}

/** The first preferred format this browser can record; undefined leaves the choice to the browser. */
export function pickMimeType(isSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_MIME_TYPES.find((type) => isSupported(type));
}
