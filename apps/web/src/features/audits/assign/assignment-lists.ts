import type { TAuditAssignment } from '@hivis/contracts';
import { overdueCount, whoWords } from './schedule-words';

/** One template's assignments, as the company-wide list shows them. */
export type TTemplateGroup = { templateId: string; templateName: string; assignments: TAuditAssignment[] };

/** The assignments by template, templates by name. */
export function groupByTemplate(assignments: TAuditAssignment[]): TTemplateGroup[] {
  const groups = new Map<string, TTemplateGroup>();
  for (const assignment of assignments) {
    const group = groups.get(assignment.auditTemplateId) ?? { templateId: assignment.auditTemplateId, templateName: assignment.templateName, assignments: [] };
    group.assignments.push(assignment);
    groups.set(assignment.auditTemplateId, group);
  }
  return [...groups.values()].sort((a, b) => a.templateName.localeCompare(b.templateName, 'en-AU'));
}

/** Running ones first, the most overdue at the top, then by who; stopped ones last. */
export function sortAssignments(assignments: TAuditAssignment[]): TAuditAssignment[] {
  return [...assignments].sort(
    (a, b) => Number(a.stopped) - Number(b.stopped) || overdueCount(b) - overdueCount(a) || whoWords(a).localeCompare(whoWords(b), 'en-AU'),
  );
}
