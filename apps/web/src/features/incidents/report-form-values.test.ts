import { describe, expect, it } from 'vitest';
import { INCIDENT_MESSAGES } from '@hivis/contracts';
import type { TIncidentDetails } from '@hivis/contracts';
import { newPersonRow, newReportValues, newWitnessRow, reportFormFields, reportValuesOf, toReportPayload, validateReportValues } from './report-form-values';
import type { TReportFormValues } from './report-form-values';

const NOW = new Date(2026, 10, 26, 10, 42);
const SITE = '0190e5a4-8f7e-7c3a-9b1d-2f4e6a8c0d12';
const JOB = '0190e5a4-8f7e-7c3a-9b1d-2f4e6a8c0d13';

function filled(change: Partial<TReportFormValues> = {}): TReportFormValues {
  return { ...newReportValues(NOW), types: ['injury'], worksiteId: SITE, description: 'Cut hand on a sheet of tin.', ...change };
}

describe('a new report', () => {
  it('opens at this minute, nothing chosen', () => {
    const values = newReportValues(NOW);
    expect(values).toMatchObject({ date: '2026-11-26', time: '10:42', types: [], worksiteId: null, people: [], witnesses: [] });
    expect(values.answers).toEqual({ jurisdiction: null, replies: {} });
  });

  it('asks for the kind, what happened and where, in the server’s words', () => {
    const errors = validateReportValues(newReportValues(NOW), NOW);
    expect(errors.types).toBe(INCIDENT_MESSAGES.types);
    expect(errors.description).toBe(INCIDENT_MESSAGES.description);
    expect(errors.location).toBe(INCIDENT_MESSAGES.place);
  });

  it('takes the worksite, or words saying where, as the place', () => {
    expect(validateReportValues(filled(), NOW)).toEqual({});
    expect(validateReportValues(filled({ worksiteId: null, location: 'Car park, Smith St' }), NOW)).toEqual({});
  });

  it('refuses a time ahead of now, and a missing time', () => {
    expect(validateReportValues(filled({ time: '11:30' }), NOW).date).toBe(INCIDENT_MESSAGES.occurredFuture);
    expect(validateReportValues(filled({ time: '10:45' }), NOW).date).toBeUndefined();
    const noTime = validateReportValues(filled({ time: '' }), NOW);
    expect(noTime.date).toBe(INCIDENT_MESSAGES.occurredAt);
    expect(noTime.time).toBe(INCIDENT_MESSAGES.occurredAt);
  });

  it('asks each person’s name and whether they were hurt, on their own row', () => {
    const errors = validateReportValues(filled({ people: [newPersonRow()], witnesses: [newWitnessRow()] }), NOW);
    expect(errors['people.0.name']).toBe(INCIDENT_MESSAGES.personName);
    expect(errors['people.0.harm']).toBe('Please say whether they were hurt.');
    expect(errors['witnesses.0.name']).toBe(INCIDENT_MESSAGES.witnessName);
  });
});

describe('the report sent', () => {
  it('sends the time as an instant, blank words as blank, and no job without a site', () => {
    const payload = toReportPayload(filled({ worksiteId: null, jobId: JOB, location: '  Car park  ', immediateActions: ' ' }), ['photo-1']);
    expect(payload).toMatchObject({
      occurredAt: NOW.toISOString(),
      worksiteId: null,
      jobId: null,
      location: 'Car park',
      immediateActions: '',
      photoFileIds: ['photo-1'],
    });
  });

  it('names each field a server error may sit on', () => {
    const fields = reportFormFields(filled({ people: [newPersonRow()], witnesses: [newWitnessRow()] }));
    expect(fields).toEqual(expect.arrayContaining(['types', 'date', 'location', 'people.0.harm', 'people.0.bodyParts', 'witnesses.0.statement']));
    expect(fields).not.toContain('photoFileIds');
  });
});

describe('a report changed', () => {
  it('fills the form from the record', () => {
    const incident = {
      types: ['near_miss'],
      occurredAt: NOW.toISOString(),
      worksite: { id: SITE, name: 'Bondi Pavilion' },
      job: null,
      location: null,
      point: { lat: -33.89, lng: 151.27 },
      description: 'A pallet fell from the hoist.',
      immediateActions: null,
      people: [{ name: 'Sam Lee', kind: 'worker', userId: null, harm: 'none', injury: undefined, bodyParts: [], treatment: 'none' }],
      witnesses: [{ name: 'Jo Park', phone: undefined, statement: 'Saw it fall.' }],
    } as unknown as TIncidentDetails;
    const values = reportValuesOf(incident);
    expect(values).toMatchObject({
      date: '2026-11-26',
      time: '10:42',
      worksiteId: SITE,
      location: '',
      immediateActions: '',
      point: { lat: -33.89, lng: 151.27 },
    });
    expect(values.people[0]).toMatchObject({ name: 'Sam Lee', harm: 'none', injury: '' });
    expect(values.witnesses[0]).toMatchObject({ name: 'Jo Park', phone: '', statement: 'Saw it fall.' });
  });
});
