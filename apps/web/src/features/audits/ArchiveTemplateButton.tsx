import type { TAuditTemplateSummary } from '@hivis/contracts';
import { ArchiveControl } from '../../ui/ArchiveControl';
import { useArchiveAuditTemplate } from './audits-api';

/** Archive or restore one of the company's templates, from its row or its page. */
export function ArchiveTemplateButton({ template, compact = true }: { template: TAuditTemplateSummary; compact?: boolean }) {
  const archive = useArchiveAuditTemplate();
  return (
    <ArchiveControl
      what="template"
      name={template.name}
      archived={template.archivedOn !== null}
      consequence="Audits already done with it keep it, and you can restore it at any time."
      onChange={(archived) => archive.mutateAsync({ id: template.id, archived })}
      compact={compact}
    />
  );
}
