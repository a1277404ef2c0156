import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { jobName } from '../../jobs/job-name';

type TSwmsSummaryCardProps = {
  title: string;
  companyName?: string;
  jobTitle: string;
  jobNumber: string | null;
  projectName: string;
  worksiteName: string;
  worksiteAddress: string;
  version: number;
  /** The builder's copy changed since this version was issued. */
  changedSinceIssue?: boolean;
};

/** Which SWMS this is: title, job and site, and the version people sign. */
export function SwmsSummaryCard(props: TSwmsSummaryCardProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="h3">
            {props.title}
          </Title>
          {props.version > 0 ? (
            <Badge size="lg" variant="light">
              Version {props.version}
            </Badge>
          ) : (
            <Badge size="lg" color="gray" variant="light">
              Not generated yet
            </Badge>
          )}
        </Group>
        {props.companyName && <Text>From {props.companyName}</Text>}
        <Text fw={600}>{jobName({ title: props.jobTitle, jobNumber: props.jobNumber })}</Text>
        <Text size="sm">
          {props.projectName}, {props.worksiteName}
          {props.worksiteAddress ? `, ${props.worksiteAddress}` : ''}
        </Text>
        {props.changedSinceIssue && (
          <Text size="sm" c="orange.9">
            The SWMS has been changed since version {props.version} was issued. Generate it again to issue the changes.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
