import { FILE_TYPE_RULES } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import { fileProblem } from '../../api/check-file';
import { baseMimeType, formatDuration, pickMimeType, recordingExtension, recordingName } from './recording-file';

describe('baseMimeType', () => {
  it('drops the codecs so the server sees a plain type', () => {
    expect(baseMimeType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(baseMimeType('audio/ogg; codecs=opus')).toBe('audio/ogg');
    expect(baseMimeType('Audio/MP4')).toBe('audio/mp4');
    expect(baseMimeType('audio/mp4')).toBe('audio/mp4');
  });
});

describe('recordingExtension', () => {
  it('names each recorded format by its usual ending', () => {
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('audio/webm')).toBe('webm');
    expect(recordingExtension('audio/ogg;codecs=opus')).toBe('ogg');
    expect(recordingExtension('audio/mp4')).toBe('m4a');
    expect(recordingExtension('audio/mp4;codecs=mp4a.40.2')).toBe('m4a');
  });

  it('uses the subtype of a format it does not list, and webm when the type says nothing', () => {
    expect(recordingExtension('audio/flac')).toBe('flac');
    expect(recordingExtension('')).toBe('webm');
    expect(recordingExtension('audio/x-weird+stuff')).toBe('webm');
  });
});

describe('recordingName', () => {
  it('is the local date and time with the matching ending', () => {
    const at = new Date(2026, 10, 27, 9, 42, 31);
    expect(recordingName(at, 'audio/webm;codecs=opus')).toBe('recording-2026-11-27-0942.webm');
    expect(recordingName(at, 'audio/mp4')).toBe('recording-2026-11-27-0942.m4a');
    expect(recordingName(new Date(2027, 0, 5, 17, 3), 'audio/ogg')).toBe('recording-2027-01-05-1703.ogg');
  });
});

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(720)).toBe('12:00');
  });

  it('rounds down part seconds and never shows a negative or broken time', () => {
    expect(formatDuration(59.9)).toBe('0:59');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('pickMimeType', () => {
  it('takes the first preferred format the browser can record', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((type) => type === 'audio/mp4' || type === 'audio/ogg;codecs=opus')).toBe('audio/mp4');
    expect(pickMimeType((type) => type === 'audio/ogg;codecs=opus')).toBe('audio/ogg;codecs=opus');
  });

  it('leaves the choice to the browser when it can record none of them', () => {
    expect(pickMimeType(() => false)).toBeUndefined();
  });
});

describe('a recording as the phone checks it before sending', () => {
  it('counts as an audio recording for an audit answer', () => {
    for (const recorded of ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4']) {
      const file = { name: recordingName(new Date(2026, 10, 27, 9, 42), recorded), type: baseMimeType(recorded), size: 1000 };
      expect(fileProblem('audit_audio', file)).toBeNull();
    }
    expect(FILE_TYPE_RULES.audit_audio.kinds).toContain('audio');
  });
});
