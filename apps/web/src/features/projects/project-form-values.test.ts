import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@hivis/contracts';
import { fullPayload, initialProjectValues, pcPayload, validateAll, validatePc } from './project-form-values';

describe('project form values', () => {
  it('sends no principal contractor when nothing was typed about one', () => {
    const values = initialProjectValues(null);
    expect(pcPayload(values)).toBeNull();
    expect(validatePc(values)).toEqual({});
  });

  it('checks the principal contractor once any part of it is given', () => {
    const values = initialProjectValues(null);
    values.principalContractor.contactEmail = 'not-mail';
    expect(validatePc(values)).toMatchObject({
      'principalContractor.companyName': PROJECT_MESSAGES.pcCompanyName,
      'principalContractor.contactEmail': PROJECT_MESSAGES.email,
    });
  });

  it('checks the name and the order of the dates, and sends the picked client by id', () => {
    const values = { ...initialProjectValues(null), startDate: '2027-02-01', endDate: '2027-01-01' };
    expect(validateAll(values)).toMatchObject({ name: PROJECT_MESSAGES.name, endDate: PROJECT_MESSAGES.endBeforeStart });
    const picked = { ...values, name: 'Deck', client: { id: 'c1', name: 'Client' }, clientContactId: 'p1' };
    expect(fullPayload(picked)).toMatchObject({ name: 'Deck', clientId: 'c1', clientContactId: 'p1', principalContractor: null });
  });
});
