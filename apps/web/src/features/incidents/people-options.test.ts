import { describe, expect, it } from 'vitest';
import type { TEmployeeListItem } from '@hivis/contracts';
import { personName, personOptions } from './people-options';

const person = (id: string, firstName: string, lastName: string, status: TEmployeeListItem['status']) =>
  ({ id, firstName, lastName, email: `${id}@example.com`, status }) as TEmployeeListItem;

describe('choosing one of the company’s people', () => {
  it('lists people by name, leaving out the deactivated and marking those not joined yet', () => {
    const options = personOptions(
      [person('b', 'Zoe', 'Ng', 'active'), person('a', 'Al', 'Fox', 'pending_setup'), person('c', 'Cy', 'Lo', 'deactivated')],
      null,
    );
    expect(options).toEqual([
      { value: 'a', label: 'Al Fox (not joined yet)' },
      { value: 'b', label: 'Zoe Ng' },
    ]);
  });

  it('keeps the person chosen before when they are no longer listed', () => {
    expect(personOptions([], { id: 'x', name: 'Old Hand' })).toEqual([{ value: 'x', label: 'Old Hand' }]);
  });

  it('names someone with no name by their email', () => {
    expect(personName({ firstName: '', lastName: '', email: 'sam@example.com' })).toBe('sam@example.com');
  });
});
