import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconBuildingStore, IconClipboardPlus, IconUsersPlus } from '@tabler/icons-react';
import { LinkCard } from '../../ui/LinkCard';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { jobFormPath, jobListPath } from './job-paths';
import { JobProjectGate } from './JobProjectGate';

/** /worksite/{w}/project/{p}/job/create-job-option: how to go about the new job. */
export function CreateJobOptionPage() {
  return (
    <JobProjectGate title="New job">
      {(project, place) => (
        <Page title="New job">
          <BackLink to={jobListPath(place)}>Jobs of {project.name}</BackLink>
          <Text>
            A new job in <strong>{project.name}</strong> at {project.worksite.name}. How do you want to go about it?
          </Text>
          {project.archivedOn ? (
            <Alert color="gray" title="Archived project">
              This project is archived. Restore it before adding jobs to it.
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <LinkCard
                to={jobFormPath(place, { assign: true })}
                icon={IconUsersPlus}
                title="Create the job and assign my staff"
                description="Fill in the job, then choose who from your team works on it. They get a work request to accept."
              />
              <LinkCard
                to={jobFormPath(place, { assign: true })}
                icon={IconBuildingStore}
                title="Create the job and contract it to a company"
                description="Fill in the job, then choose a connected contractor. Their office gets a work request to accept."
              />
              <LinkCard
                to={jobFormPath(place)}
                icon={IconClipboardPlus}
                title="Just create the job"
                description="Fill in the job now and put people on it later from the job's page."
              />
            </SimpleGrid>
          )}
        </Page>
      )}
    </JobProjectGate>
  );
}
