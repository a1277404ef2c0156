import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ZAuditTemplateInputSchema, ZNewAuditLinkSchema, ZNewAuditTemplateSchema, ZWebAuditResponseSchema } from '@hivis/contracts';
import type { TAuditTemplateInput } from '@hivis/contracts';
import { auditResponses, users } from '../db/schema/index.js';
import { formTokenAt, submitWebAuditResponse } from '../modules/audits/audit-link-page.service.js';
import { createAuditLink } from '../modules/audits/audit-links.service.js';
import { createAuditTemplate } from '../modules/audits/audit-templates.service.js';
import type { AppContext } from '../platform/context.js';
import { withSystem } from '../platform/tenancy/tenant.js';

/*
 * The demo company's web link: a visitor check-in at the Wynnum gate, answered on the visitor's
 * own phone from a QR code on the fence, with no HiVis account. One delivery driver has checked
 * in this morning, so the link's count and a "by web link" audit show on the review list.
 */

export const DEMO_VISITOR_CHECK_IN = 'Visitor check-in';
export const DEMO_GATE_LINK = 'Wynnum front gate QR code';

const VISITOR_CHECK_IN: TAuditTemplateInput = {
  name: DEMO_VISITOR_CHECK_IN,
  description: 'For visitors and delivery drivers, from the QR code at the gate. Takes a minute; no account needed.',
  sections: [
    {
      id: 'visit',
      title: 'Your visit',
      order: 0,
      elements: [
        { id: 'visit-company', prompt: 'Your company', type: 'text', required: true },
        { id: 'visit-who', prompt: 'Who are you here to see?', type: 'text', required: true },
        {
          id: 'visit-rules',
          prompt: 'I have read the site rules on the gate sign and will stay in the marked areas',
          type: 'boolean',
          required: true,
          priority: 'high',
          constraints: { booleanStyle: 'yes_no', booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' },
          failsAudit: true,
        },
        {
          id: 'visit-ppe',
          prompt: 'What are you wearing?',
          type: 'multi_checklist',
          required: true,
          options: [
            { id: 'ppe-boots', value: 'Safety boots', score: 1 },
            { id: 'ppe-hivis', value: 'Hi-vis vest or shirt', score: 1 },
            { id: 'ppe-hat', value: 'Hard hat', score: 1 },
          ],
        },
      ],
    },
  ],
};

/** Adds the visitor check-in, its gate link and this morning's delivery; run once, after the demo's people exist. */
export async function seedDemoAuditLink(ctx: AppContext, companyId: string, ownerEmail: string): Promise<void> {
  const ownerId = await withSystem(ctx.db, async (tx) => (await tx.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail)))[0]?.id);
  if (!ownerId) throw new Error('the demo web link needs the demo owner');
  const owner = { userId: ownerId, companyId, roles: ['PAH'], impersonatorId: null };
  const template = await createAuditTemplate(ctx, owner, ZNewAuditTemplateSchema.parse(ZAuditTemplateInputSchema.parse(VISITOR_CHECK_IN)));
  const link = await createAuditLink(ctx, owner, ZNewAuditLinkSchema.parse({ auditTemplateId: template.id, name: DEMO_GATE_LINK, kind: 'permanent' }));
  const arrived = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const id = randomUUID();
  await submitWebAuditResponse(
    ctx,
    ZWebAuditResponseSchema.parse({
      id,
      linkUuid: link.uuid,
      auditTemplateId: template.id,
      version: template.version,
      startedAt: new Date(arrived.getTime() - 90 * 1000).toISOString(),
      answers: {
        'visit-company': 'Brisbane Timber Supplies',
        'visit-who': 'Sam, for the decking delivery',
        'visit-rules': 'yes',
        'visit-ppe': ['ppe-boots', 'ppe-hivis'],
      },
      respondentName: 'Dana Driver',
      respondentEmail: 'dana@brisbanetimber.example',
      // The page was served a minute before, as a person reading it would take.
      formToken: formTokenAt(ctx, link.uuid, Date.now() - 60 * 1000),
    }),
    'demo',
  );
  // Checked in this morning, as if sent from the gate then.
  await withSystem(ctx.db, (tx) => tx.update(auditResponses).set({ submittedAt: arrived }).where(eq(auditResponses.id, id)));
}
