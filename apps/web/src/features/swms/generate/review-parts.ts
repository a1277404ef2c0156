import { SWMS_JURISDICTIONS, hrcwListFor, type TSwms } from '@hivis/contracts';
import { jobName } from '../../jobs/job-name';

/*
 * What the review page lists: each part of the SWMS as label/value lines, with the builder screen
 * that edits it, and where each missing item (by the server's field name) is put right.
 */

export type TReviewLine = { label: string; value: string };
export type TReviewPart = { id: string; title: string; route: string; lines: TReviewLine[] };

type TPerson = { name: string; position: string; phone: string; email: string } | null;

/** yyyy-mm-dd as people read it ('30 Jun 2027'); a calendar date, so no time zone. */
function reviewDay(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

const person = (value: TPerson) => (value && value.name ? [value.name, value.position, value.phone, value.email].filter(Boolean).join(', ') : '');

export const MISSING_ROUTE: Record<string, string> = {
  jurisdiction: 'section-one',
  'principalContractor.companyName': 'pc-details',
  'preparedBy.name': 'section-details',
  'approvedBy.name': 'section-details',
  'supervisor.name': 'section-details',
  'supervisor.phone': 'section-details',
  reviewDate: 'section-details',
  workerConsultation: 'section-details',
  implementation: 'section-details',
  emergencyProcedures: 'section-details',
  'contractorDetails.businessName': 'contractor-detail',
  activities: 'choose-trade',
};

export function reviewParts(swms: TSwms, templateName: string): TReviewPart[] {
  const { content, job } = swms;
  const jurisdiction = SWMS_JURISDICTIONS.find((item) => item.code === content.jurisdiction);
  const hrcwList = content.jurisdiction ? hrcwListFor(content.jurisdiction === 'NZ' ? 'NSW' : content.jurisdiction) : [];
  const ticked = hrcwList.filter((item) => (content.hrcwCodes as readonly string[]).includes(item.code)).map((item) => item.label);
  const pc = content.principalContractor;
  const business = content.contractorDetails;
  return [
    {
      id: 'job',
      title: 'Job and high-risk work',
      route: 'section-one',
      lines: [
        { label: 'Job', value: jobName(job) },
        { label: 'Project', value: job.projectName },
        { label: 'Worksite', value: [job.worksiteName, job.worksiteAddress].filter(Boolean).join(', ') },
        { label: 'State or country', value: jurisdiction?.name ?? '' },
        { label: 'High-risk construction work', value: ticked.length ? ticked.join('; ') : 'None of the listed categories' },
      ],
    },
    {
      id: 'pc',
      title: 'Principal contractor',
      route: 'pc-details',
      lines: [
        { label: 'Company', value: [pc?.companyName, pc?.abn ? `ABN ${pc.abn}` : ''].filter(Boolean).join(', ') },
        { label: 'Contact', value: [pc?.contactName, pc?.contactPhone, pc?.contactEmail].filter(Boolean).join(', ') },
        { label: 'WHS person', value: person(content.whsPerson) },
      ],
    },
    {
      id: 'people',
      title: 'People and procedures',
      route: 'section-details',
      lines: [
        { label: 'Prepared by', value: person(content.preparedBy) },
        { label: 'Approved by (manager)', value: person(content.approvedBy) },
        { label: 'Site supervisor', value: person(content.supervisor) },
        { label: 'Review date', value: reviewDay(content.reviewDate) },
        { label: 'Worker consultation', value: content.workerConsultation },
        { label: 'How controls are implemented, monitored and reviewed', value: content.implementation },
        { label: 'Emergency procedures', value: content.emergencyProcedures },
      ],
    },
    {
      id: 'business',
      title: 'Your business',
      route: 'contractor-detail',
      lines: [
        { label: 'Business', value: [business?.businessName, business?.abn ? `ABN ${business.abn}` : ''].filter(Boolean).join(', ') },
        { label: 'Address and phone', value: [business?.address, business?.phone].filter(Boolean).join(', ') },
      ],
    },
    { id: 'template', title: 'Template', route: 'swms-template', lines: [{ label: 'Template', value: templateName }] },
    {
      id: 'activities',
      title: 'Work activities',
      route: 'work-activities',
      lines: content.activities.length
        ? content.activities.map((activity) => ({
            label: activity.name,
            value: `${activity.hazards.length} hazard${activity.hazards.length === 1 ? '' : 's'}; PPE: ${activity.ppe.join(', ')}`,
          }))
        : [{ label: 'Activities', value: '' }],
    },
    {
      id: 'substances',
      title: 'Hazardous substances',
      route: 'links',
      lines: content.substances.length
        ? content.substances.map((item) => ({ label: item.substance, value: item.fileId ? 'SDS attached' : 'No SDS attached' }))
        : [{ label: 'Substances', value: 'None used' }],
    },
  ];
}
