import { PRESTART_TALK_LIMITS, PRESTART_TALK_MESSAGES, PRESTART_TALK_SUGGESTED_TOPICS } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import { addTopic, ownTopics, tidyTopic, toggleTopic } from './topics';

/* The presenter's topics: suggested ones ticked and unticked, their own added, none twice, within the server's limits. */

const [HEIGHTS = '', MANUAL = ''] = PRESTART_TALK_SUGGESTED_TOPICS.slice(1, 3);
const many = (count: number) => Array.from({ length: count }, (_, index) => `Topic ${index + 1}`);

describe('topics', () => {
  it('ticks a suggested topic on at the end, and off again', () => {
    expect(toggleTopic([], HEIGHTS)).toEqual({ topics: [HEIGHTS], problem: null });
    expect(toggleTopic([HEIGHTS], MANUAL).topics).toEqual([HEIGHTS, MANUAL]);
    expect(toggleTopic([HEIGHTS, MANUAL], HEIGHTS).topics).toEqual([MANUAL]);
  });

  it('adds a typed topic tidied, and refuses a blank one with the server’s words', () => {
    expect(addTopic([HEIGHTS], '  Crane   lift at 10  ')).toEqual({ topics: [HEIGHTS, 'Crane lift at 10'], problem: null });
    expect(addTopic([HEIGHTS], '   ')).toEqual({ topics: [HEIGHTS], problem: PRESTART_TALK_MESSAGES.topic });
  });

  it('keeps each topic once, whatever its case or spacing, in the suggestion’s own words', () => {
    expect(addTopic(['Crane lift'], 'crane  LIFT')).toEqual({ topics: ['Crane lift'], problem: 'This topic is on the list already.' });
    expect(addTopic([], HEIGHTS.toUpperCase()).topics).toEqual([HEIGHTS]);
    expect(toggleTopic(['working AT heights'], HEIGHTS).topics).toEqual([]);
  });

  it('stops at the server’s limits', () => {
    const full = many(PRESTART_TALK_LIMITS.topics);
    expect(addTopic(full, 'One more')).toEqual({ topics: full, problem: PRESTART_TALK_MESSAGES.tooManyTopics });
    expect(toggleTopic(full, HEIGHTS).problem).toBe(PRESTART_TALK_MESSAGES.tooManyTopics);
    // Unticking works on a full list.
    expect(toggleTopic(full, 'Topic 1').topics).toHaveLength(PRESTART_TALK_LIMITS.topics - 1);
    expect(addTopic([], 'x'.repeat(PRESTART_TALK_LIMITS.topicLength + 1)).problem).toBe(`Must be at most ${PRESTART_TALK_LIMITS.topicLength} characters.`);
  });

  it('tells the presenter’s own topics from the suggested ones', () => {
    expect(ownTopics([HEIGHTS, 'Crane lift', MANUAL, 'Scaffold tag'])).toEqual(['Crane lift', 'Scaffold tag']);
    expect(tidyTopic(' a \n b ')).toBe('a b');
  });
});
