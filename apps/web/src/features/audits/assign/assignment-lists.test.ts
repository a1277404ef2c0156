import { describe, expect, it } from 'vitest';
import type { TAuditAssignment } from '@hivis/contracts';
import { groupByTemplate, sortAssignments } from './assignment-lists';

let next = 0;
const assignment = (overrides: Partial<TAuditAssignment> = {}): TAuditAssignment => ({
  id: `0c9a7d3e-2f4b-4e6a-8c1d-9e8f7a6b5c${String(next++).padStart(2, '0')}`,
  auditTemplateId: 'a',
  templateName: 'Site walk',
  target: 'site',
  assignee: { id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', name: '12 Smith St' },
  emails: [],
  recurrence: 'weekly',
  startsOn: '2026-12-04',
  dueTime: '17:00',
  endsOn: null,
  rrule: 'RRULE:FREQ=WEEKLY',
  assignedBy: null,
  stopped: false,
  occurrences: [],
  createdOn: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

describe('the company-wide list', () => {
  it('groups the assignments by template, templates by name', () => {
    const groups = groupByTemplate([
      assignment({ auditTemplateId: 't', templateName: 'Toolbox talk' }),
      assignment({ auditTemplateId: 'a', templateName: 'Site walk' }),
      assignment({ auditTemplateId: 't', templateName: 'Toolbox talk' }),
    ]);
    expect(groups.map((group) => [group.templateName, group.assignments.length])).toEqual([
      ['Site walk', 1],
      ['Toolbox talk', 2],
    ]);
  });

  it('puts the most overdue first and the stopped last', () => {
    const overdue = (on: string) => ({ on, dueAt: `${on}T07:00:00.000Z`, state: 'overdue' as const, auditResponseId: null });
    const sorted = sortAssignments([
      assignment({ assignee: { id: 'x', name: 'Alpha' }, stopped: true }),
      assignment({ assignee: { id: 'x', name: 'Bravo' } }),
      assignment({ assignee: { id: 'x', name: 'Charlie' }, occurrences: [overdue('2026-11-27'), overdue('2026-12-04')] }),
      assignment({ assignee: { id: 'x', name: 'Delta' }, occurrences: [overdue('2026-12-04')] }),
    ]);
    expect(sorted.map((each) => each.assignee?.name)).toEqual(['Charlie', 'Delta', 'Bravo', 'Alpha']);
  });
});
