import { describe, expect, it } from 'vitest';
import { dashboardNameOf } from './people-names.js';

describe('dashboardNameOf', () => {
  const person = { firstName: 'Sam', lastName: 'tester', email: 'sam@example.test' };

  it('names a person in full in the app', () => {
    expect(dashboardNameOf(person, 'full')).toBe('Sam tester');
    expect(dashboardNameOf({ ...person, firstName: '', lastName: '' }, 'full')).toBe('sam@example.test');
  });

  it('shows first name and last initial on an embed, never the email', () => {
    expect(dashboardNameOf(person, 'embed')).toBe('Sam T.');
    expect(dashboardNameOf({ ...person, lastName: '' }, 'embed')).toBe('Sam');
    expect(dashboardNameOf({ ...person, firstName: ' ', lastName: '' }, 'embed')).toBe('Name not set');
  });
});
