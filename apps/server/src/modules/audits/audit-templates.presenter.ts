import type { TAuditTemplateDetails, TAuditTemplateSummary } from '@hivis/contracts';
import type { AuditTemplateVersionRow } from '../../db/schema/index.js';
import type { TemplateWithCreator } from './audit-templates.queries.js';

export function presentTemplateSummary(template: TemplateWithCreator): TAuditTemplateSummary {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    auditType: template.companyId === null ? 'starter' : 'company',
    version: template.version,
    sectionCount: template.sectionCount,
    questionCount: template.questionCount,
    derivedFromAuditTemplateId: template.derivedFromId,
    createdBy: template.createdBy ? { id: template.createdBy, name: template.creatorName ?? '' } : null,
    createdOn: template.createdAt.toISOString(),
    updatedOn: template.updatedAt.toISOString(),
    archivedOn: template.archivedAt?.toISOString() ?? null,
  };
}

export function presentTemplate(
  template: TemplateWithCreator,
  current: AuditTemplateVersionRow,
  versions: Pick<AuditTemplateVersionRow, 'version' | 'createdAt' | 'frozenAt'>[],
  derivedFromName: string | null,
): TAuditTemplateDetails {
  return {
    ...presentTemplateSummary(template),
    derivedFromName,
    sections: current.sections,
    versions: versions.map((version) => ({ version: version.version, createdOn: version.createdAt.toISOString(), frozen: version.frozenAt !== null })),
  };
}
