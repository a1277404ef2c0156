import { describe, expect, it } from 'vitest';
import { EMPTY_PERSON, isBlankPerson, optionalEmail } from './PersonFields';

describe('the SWMS builder person fields', () => {
  it('take a blank email or an address, and refuse anything else with the field message', () => {
    expect(optionalEmail('')).toBeNull();
    expect(optionalEmail('   ')).toBeNull();
    expect(optionalEmail('mark.chen@riverbank.example')).toBeNull();
    expect(optionalEmail(' mark.chen@riverbank.example ')).toBeNull();
    for (const wrong of ['not an email', 'mark@', '@riverbank.example', 'mark@riverbank', 'mark chen@riverbank.example'])
      expect(optionalEmail(wrong), wrong).toBe('Please enter a valid email address.');
  });

  it('count a person as blank only when every field is', () => {
    expect(isBlankPerson(EMPTY_PERSON)).toBe(true);
    expect(isBlankPerson({ ...EMPTY_PERSON, name: '  ' })).toBe(true);
    expect(isBlankPerson({ ...EMPTY_PERSON, phone: '0400 111 222' })).toBe(false);
  });
});
