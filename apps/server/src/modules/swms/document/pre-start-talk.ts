import { SWMS_PRE_START_TALK_OPTIONS, type TSwmsPreStartTalk } from '@hivis/contracts';

/** The pre-start talk answer a sign-on's details hold; null for none (or a code no longer offered). */
export function preStartTalkOf(details: unknown): TSwmsPreStartTalk | null {
  if (typeof details !== 'object' || details === null || !('preStartTalk' in details)) return null;
  const code = details.preStartTalk;
  return SWMS_PRE_START_TALK_OPTIONS.find((option) => option.code === code)?.code ?? null;
}
