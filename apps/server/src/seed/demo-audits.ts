import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { ZAssignToSiteSchema, ZAuditTemplateInputSchema, ZNewAuditResponseSchema, ZNewAuditTemplateSchema } from '@hivis/contracts';
import type { TAuditSection, TAuditTemplateInput } from '@hivis/contracts';
import { auditResponses, auditTemplates, auditTemplateVersions, jobs, users } from '../db/schema/index.js';
import { submitAuditResponse } from '../modules/audits/audit-responses.service.js';
import { createAuditTemplate } from '../modules/audits/audit-templates.service.js';
import { assignToSite } from '../modules/audits/assignments/assignments.service.js';
import { uploadFile } from '../modules/files/files.service.js';
import { demoSignaturePng } from './demo-signature.js';
import { DEMO_SWMS_JOB } from './demo-swms.js';
import type { AppContext } from '../platform/context.js';
import { withSystem } from '../platform/tenancy/tenant.js';

/*
 * The demo company's audit templates, so the Audit Tool shows the product at work from the first
 * sign-in: the owner's own copy of the starter site walk, with the questions the balcony
 * strip-out at Wynnum adds, and a short daily check she built from nothing, which Sam Supervisor
 * has done twice on the strip-out: yesterday all clear, today with a windy morning noted. Made
 * the way the owner and Sam make them, through the templates' and the audits' services.
 */

const OWNER_EMAIL = 'owner@demo.hivis.test';
const SUPERVISOR_EMAIL = 'supervisor@demo.hivis.test';

export const DEMO_SITE_WALK = 'Weekly site walk – Demo Constructions';
export const DEMO_DAILY_CHECK = 'Balcony work daily check';

/** The questions the demo company adds to the starter site walk, as a section of their own. */
const BALCONY_SECTION: TAuditSection = {
  id: 'demo-balconies',
  title: 'Occupied units and balconies',
  order: 99,
  elements: [
    {
      id: 'demo-residents-told',
      prompt: 'Were residents told today which balconies are being worked on?',
      type: 'boolean',
      required: true,
      priority: 'moderate',
      options: [],
      constraints: { booleanStyle: 'yes_no', booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' },
      weight: 1,
      failsAudit: false,
      onFail: { requireNote: true, requirePhoto: false, createAction: true, notifyEmails: [] },
    },
    {
      id: 'demo-garden-barricaded',
      prompt: 'Garden below the balcony barricaded while chipping',
      type: 'boolean',
      required: true,
      priority: 'high',
      options: [],
      constraints: { booleanStyle: 'safe_at_risk', booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' },
      weight: 2,
      failsAudit: true,
      onFail: { requireNote: true, requirePhoto: true, createAction: true, notifyEmails: [] },
    },
  ],
};

const DAILY_CHECK: TAuditTemplateInput = {
  name: DEMO_DAILY_CHECK,
  description: 'Done by the supervisor before the crew starts on the balconies each morning. Five minutes, on the phone.',
  sections: [
    {
      id: 'daily-start',
      title: 'Before starting',
      order: 0,
      elements: [
        {
          id: 'daily-balustrade',
          prompt: 'Balustrades on today’s balconies checked and none moving',
          type: 'boolean',
          required: true,
          priority: 'urgent',
          constraints: { booleanStyle: 'safe_at_risk', booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' },
          failsAudit: true,
          onFail: { requireNote: true, requirePhoto: true, createAction: true },
        },
        {
          id: 'daily-balustrade-which',
          prompt: 'Which balcony, and what did you do?',
          type: 'text',
          required: true,
          visibleWhen: { '==': [{ var: 'daily-balustrade' }, 'no'] },
        },
        {
          id: 'daily-weather',
          prompt: 'Weather',
          type: 'multi_radio',
          options: [
            { id: 'weather-fine', value: 'Fine', score: 1 },
            { id: 'weather-windy', value: 'Windy (gusts over 40 km/h)', score: 0, failed: true },
            { id: 'weather-rain', value: 'Rain', score: 0 },
          ],
          // A windy morning is followed up: the loose sheets and bins on the balconies tied down.
          onFail: { requireNote: true, createAction: true },
        },
        { id: 'daily-crew', prompt: 'People on the balconies today', type: 'number', constraints: { min: 0, max: 30, decimals: 0 } },
      ],
    },
    {
      id: 'daily-sign',
      title: 'Sign off',
      order: 1,
      elements: [
        { id: 'daily-photo', prompt: 'Photo of the first balcony set up for work', type: 'photo', constraints: { maxFiles: 3 } },
        {
          id: 'daily-signature',
          prompt: 'Supervisor’s signature',
          type: 'signature',
          required: true,
          secondaryText: 'I checked the balconies named above before work started.',
          constraints: { signatureRequireTerms: true },
        },
      ],
    },
  ],
};

/** Adds the demo company's audit templates and Sam's two daily checks; run once, after its people and jobs exist. */
export async function seedDemoAudits(ctx: AppContext, companyId: string): Promise<void> {
  const { ownerId, supervisorId, jobId, worksiteId, siteWalk } = await withSystem(ctx.db, async (tx) => {
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.email, [OWNER_EMAIL, SUPERVISOR_EMAIL])));
    const [job] = await tx
      .select({ id: jobs.id, worksiteId: jobs.worksiteId })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.title, DEMO_SWMS_JOB)));
    const [starter] = await tx
      .select({ id: auditTemplates.id, sections: auditTemplateVersions.sections, description: auditTemplates.description })
      .from(auditTemplates)
      .innerJoin(auditTemplateVersions, and(eq(auditTemplateVersions.templateId, auditTemplates.id), eq(auditTemplateVersions.version, auditTemplates.version)))
      .where(and(isNotNull(auditTemplates.starterCode), eq(auditTemplates.starterCode, 'site-safety-inspection')));
    const idOf = (email: string) => people.find((person) => person.email === email)?.id;
    const found = { ownerId: idOf(OWNER_EMAIL), supervisorId: idOf(SUPERVISOR_EMAIL), jobId: job?.id, worksiteId: job?.worksiteId, siteWalk: starter };
    if (!found.ownerId || !found.supervisorId || !found.jobId || !found.worksiteId || !found.siteWalk) {
      throw new Error('the demo audits need the demo owner and supervisor, the strip-out job and the starter site safety inspection');
    }
    return found as { ownerId: string; supervisorId: string; jobId: string; worksiteId: string; siteWalk: NonNullable<typeof starter> };
  });
  const owner = { userId: ownerId, companyId, roles: ['PAH'], impersonatorId: null };
  const supervisor = { userId: supervisorId, companyId, roles: ['SAH'], impersonatorId: null };
  const copy = {
    name: DEMO_SITE_WALK,
    description: siteWalk.description,
    derivedFromAuditTemplateId: siteWalk.id,
    sections: [...siteWalk.sections, BALCONY_SECTION],
  };
  const walk = await createAuditTemplate(ctx, owner, ZNewAuditTemplateSchema.parse(copy));
  // The site walk, every week at the Wynnum site, due on Fridays by 4 pm: Sam sees it on his home screen.
  const friday = new Date();
  friday.setUTCDate(friday.getUTCDate() + ((5 - friday.getUTCDay() + 7) % 7) - 7);
  await assignToSite(
    ctx,
    owner,
    ZAssignToSiteSchema.parse({ auditTemplateId: walk.id, worksiteId, recurrence: 'weekly', startsOn: friday.toISOString().slice(0, 10), dueTime: '16:00' }),
  );
  const daily = await createAuditTemplate(ctx, owner, ZNewAuditTemplateSchema.parse(ZAuditTemplateInputSchema.parse(DAILY_CHECK)));

  // Sam's two mornings on the strip-out, signed on the phone.
  const days = [
    { daysAgo: 1, weather: 'weather-fine', notes: {} },
    { daysAgo: 0, weather: 'weather-windy', notes: { 'daily-weather': 'Gusts over 40 km/h until 9: no chipping on level 3 until it eased.' } },
  ];
  for (const day of days) {
    const signature = await uploadFile(ctx, supervisor, { fileType: 'audit_signature_photo', name: 'signature.png', bytes: demoSignaturePng() });
    const submittedAt = new Date(Date.now() - day.daysAgo * 24 * 60 * 60 * 1000);
    const id = randomUUID();
    await submitAuditResponse(
      ctx,
      supervisor,
      ZNewAuditResponseSchema.parse({
        id,
        auditTemplateId: daily.id,
        version: daily.version,
        jobId,
        startedAt: new Date(submittedAt.getTime() - 6 * 60 * 1000).toISOString(),
        answers: { 'daily-balustrade': 'yes', 'daily-weather': day.weather, 'daily-crew': 4, 'daily-signature': signature.id },
        notes: day.notes,
      }),
    );
    // Submitted on its own morning, as if sent from the site then.
    await withSystem(ctx.db, (tx) => tx.update(auditResponses).set({ submittedAt }).where(eq(auditResponses.id, id)));
  }
}
