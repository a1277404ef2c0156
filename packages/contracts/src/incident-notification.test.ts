import { describe, expect, it } from 'vitest';
import {
  assessIncident,
  criteriaFor,
  INCIDENT_JURISDICTIONS,
  NOTIFIABLE_CRITERIA,
  questionsFor,
  regimeOf,
  regulatorOf,
  REGULATORS,
} from './incident-notification.js';
import { writtenNoticeDue } from './incidents.js';

const WHS_STATES = ['NSW', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;

describe('the notification wizard', () => {
  it('has a regulator, with a phone, an online form and sources, for every jurisdiction', () => {
    for (const { code } of INCIDENT_JURISDICTIONS) {
      const regulator = regulatorOf(code);
      expect(regulator.phone).toMatch(/^\d{6,10}$/);
      expect(regulator.onlineForm).toMatch(/^https:\/\//);
      expect(regulator.sources.length).toBeGreaterThan(0);
    }
    expect(REGULATORS).toHaveLength(INCIDENT_JURISDICTIONS.length);
  });

  it('says nothing answered yes is not notifiable, anywhere', () => {
    for (const { code } of INCIDENT_JURISDICTIONS) {
      const answer = assessIncident(code, []);
      expect(answer).toMatchObject({ notifiable: false, category: null, reasons: [], steps: [] });
    }
  });

  it('a serious eye injury in NSW: notifiable to SafeWork NSW on 13 10 50, s36(b)(iii)', () => {
    const answer = assessIncident('NSW', ['treatment_eye']);
    expect(answer.notifiable).toBe(true);
    expect(answer.category).toBe('serious_injury');
    expect(answer.reasons[0]?.reference).toBe('WHS Act 2011 s36(b)(iii)');
    expect(answer.regulator).toMatchObject({ name: 'SafeWork NSW', phoneDisplay: '13 10 50', writtenNotice: 'if_asked' });
    expect(answer.steps.join(' ')).toContain('immediately, by the fastest means');
    expect(answer.steps.join(' ')).toContain('Do not disturb the site');
    expect(answer.steps.join(' ')).toContain('at least 5 years');
  });

  it('the same in New Zealand: WorkSafe NZ on 0800 030 040, HSWA s23', () => {
    const answer = assessIncident('NZ', ['treatment_eye']);
    expect(answer).toMatchObject({ notifiable: true, category: 'serious_injury' });
    expect(answer.reasons[0]?.reference).toBe('HSWA 2015 (NZ) s23(1)(a)(iii)');
    expect(answer.regulator).toMatchObject({ name: 'WorkSafe New Zealand', phoneDisplay: '0800 030 040', preserveReference: 'HSWA 2015 (NZ) s55' });
  });

  it('every WHS state decides by the model Act: each s36 and s37 event is notifiable', () => {
    for (const state of WHS_STATES) {
      expect(regimeOf(state)).toBe('model_whs');
      for (const criterion of criteriaFor(state)) {
        expect(assessIncident(state, [criterion.code]).notifiable, `${state} ${criterion.code}`).toBe(true);
        expect(criterion.reference).toMatch(/^WHS Act 2011 s3[5-7]/);
      }
    }
  });

  it('a death is notifiable everywhere and outranks the rest', () => {
    for (const { code } of INCIDENT_JURISDICTIONS) {
      const answer = assessIncident(code, ['dangerous_fall_from_height', 'death', 'treatment_head']);
      expect(answer.category).toBe('death');
      expect(answer.reasons.map((reason) => reason.code)).toEqual(['death', 'treatment_head', 'dangerous_fall_from_height']);
    }
  });

  it('dangerous incidents are notifiable with nobody hurt', () => {
    expect(assessIncident('QLD', ['dangerous_electric_shock'])).toMatchObject({ notifiable: true, category: 'dangerous_incident' });
    expect(assessIncident('NZ', ['dangerous_excavation_collapse'])).toMatchObject({ notifiable: true, category: 'dangerous_incident' });
    expect(assessIncident('VIC', ['dangerous_structure_collapse'])).toMatchObject({ notifiable: true, category: 'dangerous_incident' });
  });

  it('Victoria: an electric shock needing treatment is an injury; a serious burn alone is not listed; the written record is always due', () => {
    expect(regimeOf('VIC')).toBe('vic_ohs');
    expect(assessIncident('VIC', ['treatment_electric_shock'])).toMatchObject({ notifiable: true, category: 'serious_injury' });
    expect(assessIncident('VIC', ['treatment_burn']).notifiable).toBe(false);
    expect(assessIncident('VIC', ['dangerous_electric_shock']).notifiable).toBe(false);
    expect(assessIncident('VIC', ['work_infection']).notifiable).toBe(false);
    const answer = assessIncident('VIC', ['inpatient']);
    expect(answer.regulator).toMatchObject({ name: 'WorkSafe Victoria', phoneDisplay: '13 23 60', writtenNotice: 'always' });
    expect(answer.steps.join(' ')).toContain('written record within 48 hours');
  });

  it('the model Act: an electric shock is a dangerous incident, not an injury question', () => {
    expect(assessIncident('NSW', ['treatment_electric_shock']).notifiable).toBe(false);
    expect(criteriaFor('NSW').some((item) => item.code === 'treatment_burn')).toBe(true);
  });

  it('New Zealand adds serious infections and vessel incidents; Australia has no vessel event', () => {
    expect(assessIncident('NZ', ['work_infection'])).toMatchObject({ notifiable: true, category: 'serious_injury' });
    expect(assessIncident('NZ', ['dangerous_vessel'])).toMatchObject({ notifiable: true, category: 'dangerous_incident' });
    for (const state of [...WHS_STATES, 'VIC'] as const) expect(assessIncident(state, ['dangerous_vessel']).notifiable).toBe(false);
    expect(assessIncident('NSW', ['work_infection']).reasons[0]?.reference).toContain('r699');
  });

  it('in-patient treatment and exposure to a substance are serious injuries in all three laws', () => {
    for (const code of ['NSW', 'VIC', 'NZ'] as const) {
      expect(assessIncident(code, ['inpatient']).category).toBe('serious_injury');
      expect(assessIncident(code, ['substance_48h']).category).toBe('serious_injury');
    }
  });

  it('asks only the questions that have an event where it happened', () => {
    expect(questionsFor('VIC').map((question) => question.key)).not.toContain('infection');
    expect(questionsFor('NZ').map((question) => question.key)).toContain('infection');
    expect(questionsFor('NSW').find((question) => question.key === 'dangerous')?.criteria).toHaveLength(11);
  });

  it('ignores a code the jurisdiction does not list, and unknown codes', () => {
    expect(assessIncident('NSW', ['no_such_event']).notifiable).toBe(false);
    expect(new Set(NOTIFIABLE_CRITERIA.map((row) => `${row.question}/${row.code}`)).size).toBe(NOTIFIABLE_CRITERIA.length);
  });
});

describe('the 48-hour clock of the written notice', () => {
  const reportedAt = new Date('2026-11-20T01:00:00Z');
  const phoned = { notifiedAt: '2026-11-20T02:00:00Z', method: 'phone', writtenNoticeAt: null, writtenNoticeAsked: false };
  it('in Victoria runs from the report, asked or not, until the written record is given', () => {
    const vic = { reportedAt, jurisdiction: 'VIC', notifiable: true };
    expect(writtenNoticeDue(vic, null)?.toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(writtenNoticeDue(vic, phoned)?.toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(writtenNoticeDue(vic, { ...phoned, writtenNoticeAt: '2026-11-21T00:00:00Z' })).toBeNull();
  });
  it('elsewhere runs only once the regulator asks, from its asking, until the notice is given', () => {
    for (const jurisdiction of ['NSW', 'QLD', 'NZ']) {
      const incident = { reportedAt, jurisdiction, notifiable: true };
      expect(writtenNoticeDue(incident, null)).toBeNull();
      expect(writtenNoticeDue(incident, phoned)).toBeNull();
      expect(writtenNoticeDue(incident, { ...phoned, writtenNoticeAsked: true })?.toISOString()).toBe('2026-11-22T02:00:00.000Z');
      expect(writtenNoticeDue(incident, { ...phoned, writtenNoticeAsked: true, writtenNoticeAt: '2026-11-21T00:00:00Z' })).toBeNull();
    }
  });
  it('never runs when not notifiable, nor after an online notice (which is written)', () => {
    expect(writtenNoticeDue({ reportedAt, jurisdiction: 'VIC', notifiable: false }, null)).toBeNull();
    expect(writtenNoticeDue({ reportedAt, jurisdiction: 'VIC', notifiable: true }, { ...phoned, method: 'online' })).toBeNull();
    expect(writtenNoticeDue({ reportedAt, jurisdiction: 'NSW', notifiable: true }, { ...phoned, method: 'online', writtenNoticeAsked: true })).toBeNull();
  });
});
