import { PRESTART_TALK_LIMITS, PRESTART_TALK_MESSAGES, PRESTART_TALK_SUGGESTED_TOPICS } from '@hivis/contracts';

/*
 * The talk's topics as the presenter builds them: the suggested ones toggled on and off, their own
 * typed in and added. Kept in the order they were chosen, with no topic twice (compared without
 * case or extra spaces), within the server's limits, so what the phone queues the server takes.
 */

export type TTopicChange = { topics: string[]; problem: string | null };

const SUGGESTED: readonly string[] = PRESTART_TALK_SUGGESTED_TOPICS;

/** One space between words, none around: how a typed topic is kept. */
export const tidyTopic = (typed: string) => typed.trim().replace(/\s+/g, ' ');

const sameTopic = (a: string, b: string) => tidyTopic(a).toLowerCase() === tidyTopic(b).toLowerCase();

/** A suggested topic ticked (added at the end) or unticked. */
export function toggleTopic(topics: readonly string[], topic: string): TTopicChange {
  if (topics.some((chosen) => sameTopic(chosen, topic))) return { topics: topics.filter((chosen) => !sameTopic(chosen, topic)), problem: null };
  if (topics.length >= PRESTART_TALK_LIMITS.topics) return { topics: [...topics], problem: PRESTART_TALK_MESSAGES.tooManyTopics };
  return { topics: [...topics, topic], problem: null };
}

/** A topic the presenter typed: added once, or the reason it was not. */
export function addTopic(topics: readonly string[], typed: string): TTopicChange {
  const topic = tidyTopic(typed);
  if (topic === '') return { topics: [...topics], problem: PRESTART_TALK_MESSAGES.topic };
  if (topic.length > PRESTART_TALK_LIMITS.topicLength) {
    return { topics: [...topics], problem: `Must be at most ${PRESTART_TALK_LIMITS.topicLength} characters.` };
  }
  if (topics.some((chosen) => sameTopic(chosen, topic))) return { topics: [...topics], problem: 'This topic is on the list already.' };
  if (topics.length >= PRESTART_TALK_LIMITS.topics) return { topics: [...topics], problem: PRESTART_TALK_MESSAGES.tooManyTopics };
  // A typed topic that is one of the suggestions is kept in the suggestion's own words.
  const suggested = SUGGESTED.find((suggestion) => sameTopic(suggestion, topic));
  return { topics: [...topics, suggested ?? topic], problem: null };
}

/** The topics the presenter typed themselves (the suggested ones have chips of their own). */
export function ownTopics(topics: readonly string[]): string[] {
  return topics.filter((topic) => !SUGGESTED.includes(topic));
}
