import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_CONTENT_MESSAGES, SWMS_MESSAGES } from '@hivis/contracts';
import type { TSwmsDocumentActivity } from '@hivis/contracts';
import { swmsScopes, swmsTemplates, swmsTrades, swmsWorkActivities } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { swmsKit } from '../../../test/swms.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { STEP_MESSAGES } from './swms-steps.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { company, start, save, fileOf, publicActivities, setSwms } = swmsKit(() => t);
const put = (token: string, id: string, body: unknown) => call('PUT', `/api/v3/swms/${id}`, token, body);

describe('saving the builder’s steps', () => {
  it('saves each step’s part, keeps the others, and remembers the step', async () => {
    const side = await company();
    const swms = await start(side);
    const first = await save(side, swms.id, {
      step: 'job_details',
      content: { jurisdiction: 'NSW', hrcwCodes: ['fall_over_2m', 'fall_over_2m', 'telecommunication_tower'] },
    });
    expect(first).toMatchObject({ step: 'job_details', content: { jurisdiction: 'NSW', hrcwCodes: ['fall_over_2m', 'telecommunication_tower'] } });
    // Section one's save left the prefilled parts alone.
    expect(first.content.contractorDetails).toEqual(swms.content.contractorDetails);
    expect(first.content.emergencyProcedures).toBe(swms.content.emergencyProcedures);

    const pc = { companyName: '  Apex  ', abn: '', contactName: 'Priya', contactPhone: '', contactEmail: 'priya@apex.example' };
    const second = await save(side, swms.id, { step: 'pc_details', content: { principalContractor: pc, whsPerson: null } });
    expect(second.content.principalContractor).toEqual({ ...pc, companyName: 'Apex' });
    expect(second.content.hrcwCodes).toEqual(['fall_over_2m', 'telecommunication_tower']);
    const third = await save(side, swms.id, {
      step: 'employees',
      content: {
        supervisor: { name: 'Sam Super', position: 'Leading hand', phone: '0400 111 222', email: '' },
        reviewDate: '2027-06-30',
        siteNotes: 'Gate code 1234',
      },
    });
    expect(third).toMatchObject({
      step: 'employees',
      content: { reviewDate: '2027-06-30', siteNotes: 'Gate code 1234', supervisor: { position: 'Leading hand' } },
    });
    const fourth = await save(side, swms.id, {
      step: 'project_details',
      content: { contractorDetails: { businessName: 'Ridge', abn: '1', address: '', phone: '', email: '' } },
    });
    expect(fourth.content.contractorDetails?.businessName).toBe('Ridge');
    expect(fourth.editedSinceIssue).toBe(false);
  });

  it('refuses a bad step, parts of other steps, HRCW of another state and bad values with field errors', async () => {
    const side = await company();
    const swms = await start(side);
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'nope' }), { step: 'Please choose a known SWMS step.' });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'job_details', content: { principalContractor: null } }), {
      'content.principalContractor': STEP_MESSAGES.otherStep,
    });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'job_details', templateId: null }), { templateId: STEP_MESSAGES.templateOnly });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'pc_details', activityIds: [] }), { activityIds: STEP_MESSAGES.activitiesOnly });
    // Victoria has its own list: a model-list-only category is refused there.
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'job_details', content: { jurisdiction: 'VIC', hrcwCodes: ['demolition_load_bearing'] } }), {
      'content.hrcwCodes.0': STEP_MESSAGES.hrcwChoice,
    });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'job_details', content: { hrcwCodes: ['juggling'] } }), { 'content.hrcwCodes.0': true });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'employees', content: { reviewDate: '30/06/2027' } }), {
      'content.reviewDate': 'Please choose a date.',
    });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'trades', content: { tradeIds: ['4b1e9b4e-0000-4000-8000-000000000000'] } }), {
      'content.tradeIds.0': STEP_MESSAGES.tradeChoice,
    });
    // Nothing was half-saved.
    const read = (await call('GET', `/api/v3/swms/${swms.id}`, side.ownerToken)).json();
    expect(read).toMatchObject({ step: '', content: { jurisdiction: swms.content.jurisdiction, hrcwCodes: [] } });
  });

  it('refuses a review date that does not exist, and saves nothing of that step', async () => {
    const side = await company();
    const swms = await start(side);
    const step = { step: 'employees', content: { reviewDate: '2025-02-31', siteNotes: 'Gate code 1234' } };
    expectFieldErrors(await put(side.ownerToken, swms.id, step), { 'content.reviewDate': SWMS_CONTENT_MESSAGES.reviewDateExists });
    const read = (await call('GET', `/api/v3/swms/${swms.id}`, side.ownerToken)).json();
    expect(read).toMatchObject({ step: '', updatedAt: swms.updatedAt, content: { reviewDate: swms.content.reviewDate, siteNotes: swms.content.siteNotes } });
  });

  it('sets a template of the company or none, and refuses another company’s', async () => {
    const side = await company();
    const other = await company({ name: 'Other Co' });
    const swms = await start(side);
    const templateOf = async (companyId: string) => {
      const file = await fileOf(companyId, 'swms_template_pdf');
      const [row] = await withSystem(t.db, (tx) => tx.insert(swmsTemplates).values({ companyId, name: 'Cover', fileId: file.id }).returning());
      return row?.id ?? '';
    };
    const own = await templateOf(side.company.id);
    const theirs = await templateOf(other.company.id);
    expect((await save(side, swms.id, { step: 'set_template', templateId: own })).templateId).toBe(own);
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'set_template', templateId: theirs }), { templateId: STEP_MESSAGES.templateChoice });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'set_template' }), { templateId: STEP_MESSAGES.templateChoice });
    expect((await save(side, swms.id, { step: 'set_template', templateId: null })).templateId).toBeNull();
  });
});

describe('work activities', () => {
  it('copies library activities in once each, with fresh keys, and refuses unknown or private ones', async () => {
    const side = await company();
    const other = await company({ name: 'Other Co' });
    const swms = await start(side);
    const [a, b, c] = await publicActivities(3);
    if (!a || !b || !c) throw new Error('the starter library is loaded in every database');
    const first = await save(side, swms.id, { step: 'trades', content: { tradeIds: [a.tradeId] }, activityIds: [a.id, b.id] });
    expect(first.content.tradeIds).toEqual([a.tradeId]);
    expect(first.content.activities.map((activity) => [activity.sourceActivityId, activity.name])).toEqual([
      [a.id, a.name],
      [b.id, b.name],
    ]);
    const copied = first.content.activities[0];
    expect(copied?.tradeName).not.toBe('');
    expect(copied?.scopeName).not.toBe('');
    expect(copied?.hazards.length).toBeGreaterThan(0);
    expect(copied?.key).not.toBe(first.content.activities[1]?.key);

    const again = await save(side, swms.id, { step: 'trades', activityIds: [b.id, c.id] });
    expect(again.content.activities.map((activity) => activity.sourceActivityId)).toEqual([a.id, b.id, c.id]);
    expect(again.content.activities[1]?.key).toBe(first.content.activities[1]?.key);

    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'trades', activityIds: ['4b1e9b4e-0000-4000-8000-000000000000'] }), {
      activityIds: 'Please choose work activities from the list.',
    });
    // Another company's own library activity is not visible.
    const privateId = await withSystem(t.db, async (tx) => {
      const [trade] = await tx.insert(swmsTrades).values({ companyId: other.company.id, name: 'Secret trade' }).returning();
      const [scope] = await tx
        .insert(swmsScopes)
        .values({ companyId: other.company.id, tradeId: trade?.id ?? '', name: 'Secret scope' })
        .returning();
      const [activity] = await tx
        .insert(swmsWorkActivities)
        .values({ companyId: other.company.id, tradeId: trade?.id ?? '', scopeId: scope?.id ?? '', name: 'Secret work', ppe: ['Gloves'] })
        .returning();
      return activity?.id ?? '';
    });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'trades', activityIds: [privateId] }), { activityIds: STEP_MESSAGES.activityChoice });
  });

  it('replaces the activities with the edited ones, and names the field of a bad hazard', async () => {
    const side = await company();
    const swms = await start(side);
    const [a, b] = await publicActivities(2);
    if (!a || !b) throw new Error('the starter library is loaded in every database');
    const chosen = await save(side, swms.id, { step: 'trades', activityIds: [a.id, b.id] });
    const [first, second] = chosen.content.activities as [TSwmsDocumentActivity, TSwmsDocumentActivity];
    const edited = { ...second, name: 'Cut roof sheets on the ground only', ppe: ['Cut-resistant gloves (AS/NZS 2161)'] };
    const saved = await save(side, swms.id, { step: 'work_activities', content: { activities: [edited] } });
    expect(saved).toMatchObject({ step: 'work_activities', content: { activities: [{ key: second.key, name: 'Cut roof sheets on the ground only' }] } });

    const highOnPaper = {
      ...first,
      hazards: [
        {
          ...first.hazards[0],
          before: { likelihood: 5, consequence: 5 },
          controls: [{ level: 'administrative', text: 'Toolbox talk before starting.' }],
          after: { likelihood: 4, consequence: 4 },
          residualReason: null,
        },
      ],
    };
    const refused = await put(side.ownerToken, swms.id, { step: 'work_activities', content: { activities: [edited, highOnPaper] } });
    expectFieldErrors(refused, { 'content.activities.1.hazards.0.residualReason': SWMS_MESSAGES.residualReason });
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'work_activities', content: { activities: [edited, { ...first, key: edited.key }] } }), {
      'content.activities.1.key': STEP_MESSAGES.duplicateKey,
    });
  });
});

describe('substances and changes after issue', () => {
  it('keeps SDS files of the company only, and marks an issued SWMS as edited', async () => {
    const side = await company();
    const other = await company({ name: 'Other Co' });
    const swms = await start(side);
    const own = await fileOf(side.company.id);
    const theirs = await fileOf(other.company.id);
    const saved = await save(side, swms.id, {
      step: 'sds_msds',
      content: { substances: [{ substance: 'Roof sealant', fileId: own.id }, { substance: 'Primer' }] },
    });
    expect(saved.content.substances).toEqual([
      { substance: 'Roof sealant', fileId: own.id },
      { substance: 'Primer', fileId: null },
    ]);
    expectFieldErrors(await put(side.ownerToken, swms.id, { step: 'sds_msds', content: { substances: [{ substance: 'X', fileId: theirs.id }] } }), {
      'content.substances.0.fileId': STEP_MESSAGES.fileChoice,
    });

    await setSwms(swms.id, { status: 'issued', currentVersion: 1 });
    const edited = await save(side, swms.id, { step: 'confirm_details', content: { siteNotes: 'Crane on site Tuesday' } });
    expect(edited).toMatchObject({ status: 'issued', currentVersion: 1, editedSinceIssue: true, content: { siteNotes: 'Crane on site Tuesday' } });
    expectError(await put(side.supervisorToken, '4b1e9b4e-0000-4000-8000-000000000000', { step: 'job_details' }), 404);
  });
});
