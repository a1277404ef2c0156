import type { TSwmsTemplate } from '@hivis/contracts';
import type { AppContext } from '../../../platform/context.js';
import type { TemplateWithFile } from './templates.queries.js';

export function presentTemplate(ctx: AppContext, { template, file }: TemplateWithFile): TSwmsTemplate {
  return {
    id: template.id,
    name: template.name,
    fileId: template.fileId,
    file: {
      id: file.id,
      name: file.name,
      contentType: file.contentType,
      url: ctx.signedLinks.link(file.id, 'attachment'),
      inlineUrl: ctx.signedLinks.link(file.id, 'inline'),
    },
    hidePages: template.hidePages,
    showJobDetails: template.showJobDetails,
    showLegislation: template.showLegislation,
    merged: file.contentType === 'application/pdf',
    createdAt: template.createdAt.toISOString(),
  };
}
