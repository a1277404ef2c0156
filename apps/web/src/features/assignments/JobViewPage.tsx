import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { can, useAccess } from '../auth/access';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import { useJobView, useOwnRequest } from './assignments-api';
import { jobStatusWord } from './labels';
import { FilesSection, NotesSection, SiteSection, WorkSection } from './JobViewSections';
import { OfferAnswer } from './OfferAnswer';
import { ClockPanel } from '../timesheets/ClockPanel';
import { JobAudits } from '../audits/do/JobAudits';
import { JobTalkToday } from '../prestart-talks/JobTalkToday';
import { JobJsas } from '../jsa/JobJsas';
import { QueryGate } from '../../ui/QueryGate';

/** The viewer's own work request, answered here while it is open. */
function MyAnswer({ jobId }: { jobId: string }) {
  const request = useOwnRequest(jobId);
  return (
    <QueryGate query={request} loading={<Loader size="sm" aria-label="Loading your work request" />} errorTitle="Your work request did not load">
      {(found) => <OfferAnswer request={found} />}
    </QueryGate>
  );
}

/**
 * /worksite/:w/project/:p/job/:jobId/view: the job as a worker reads it on a phone: when, where,
 * who to call, what to do, notes and files, and their answer to the work request.
 */
export function JobViewPage() {
  const { jobId = '' } = useParams();
  const view = useJobView(jobId);
  const access = useAccess();
  return (
    <QueryGate query={view} loading={<Loader aria-label="Loading the job" />} errorTitle="The job did not load">
      {(found) => {
        const job = found;
        return (
          <Page title={job.title}>
            <Group gap="xs" wrap="wrap">
              <Badge
                size="lg"
                variant="light"
                color={job.status === 'IN_PROGRESS' ? 'blue' : 'gray'}
                styles={{ label: { color: 'var(--mantine-color-black)' } }}
              >
                {jobStatusWord(job.status)}
              </Badge>
              {job.jobNumber && <Text c="dimmed">Job {job.jobNumber}</Text>}
            </Group>
            <Text fz="lg" fw={600}>
              {job.when}
            </Text>
            <Text c="dimmed">{job.projectName}</Text>
            {job.myAnswer && (
              <FormSection id="job-answer" title="Work request">
                <MyAnswer jobId={job.id} />
              </FormSection>
            )}
            <FormSection id="job-site" title="Site">
              <SiteSection site={job.site} />
            </FormSection>
            {/* Clocking on and off this job is shown in this section. */}
            <section id="job-time" aria-label="Time on this job">
              <ClockPanel jobId={job.id} jobTitle={job.title} />
            </section>
            <JobTalkToday job={{ id: job.id, title: job.title, jobNumber: job.jobNumber, worksiteName: job.site.name }} status={job.status} />
            <FormSection id="job-work" title="The work">
              <WorkSection job={job} />
            </FormSection>
            {can(access, 'swms.read') && (
              <FormSection id="job-swms" title="SWMS">
                <Text>Read the safe work method statement for this job and sign on before you start.</Text>
                <Button component={Link} to={`/view-swms?jobId=${job.id}`} size="md" leftSection={<IconClipboardCheck size={20} aria-hidden />}>
                  SWMS for this job
                </Button>
              </FormSection>
            )}
            <JobJsas job={{ id: job.id, title: job.title, jobNumber: job.jobNumber, worksiteName: job.site.name }} />
            {can(access, 'audits.respond') && (
              <FormSection id="job-audits" title="Audits">
                <JobAudits jobId={job.id} jobTitle={job.title} />
              </FormSection>
            )}
            <FormSection id="job-notes" title="Notes">
              <NotesSection job={job} />
            </FormSection>
            <FormSection id="job-files" title="Files">
              <FilesSection files={job.files} />
            </FormSection>
          </Page>
        );
      }}
    </QueryGate>
  );
}
