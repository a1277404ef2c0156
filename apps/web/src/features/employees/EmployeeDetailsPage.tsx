import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconEdit, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { roleName } from '@hivis/contracts';
import type { TEmployee } from '@hivis/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormSection } from '../../ui/forms/FormSection';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { EmailLink, PhoneLink } from '../clients/ContactLinks';
import { DetailList } from '../clients/DetailList';
import { notificationSettingsPath } from './employee-paths';
import { StatusBadge } from './EmployeeBadges';
import { EmployeeDetailsForm } from './EmployeeDetailsForm';
import { resendInvite, useEmployee, useRefreshEmployees, useStoreEmployee } from './employees-api';
import { EmployeeHours, EmployeeJobs } from './JobsAndHours';
import { LicencesSection } from './LicencesSection';
import { QueryGate } from '../../ui/QueryGate';
import { BackLink } from '../../ui/BackLink';

function BackToList() {
  return <BackLink to="/staff/employee">All employees</BackLink>;
}

const nameOf = (employee: TEmployee) => `${employee.firstName} ${employee.lastName}`.trim() || employee.email;

/** /staff/employee/{employeeId}: one person's details, emergency contact, licences, jobs and hours. */
export function EmployeeDetailsPage() {
  const { employeeId = '' } = useParams();
  const employee = useEmployee(employeeId);
  return (
    <QueryGate
      query={employee}
      errorTitle="The employee did not load"
      notFound={{ title: 'Employee not found', body: 'This person does not exist or belongs to another company.' }}
      frame={(problem) => (
        <Page title="Employee">
          <BackToList />
          {problem}
        </Page>
      )}
    >
      {(found) => <EmployeeView employee={found} />}
    </QueryGate>
  );
}

function EmployeeView({ employee }: { employee: TEmployee }) {
  const refreshEmployees = useRefreshEmployees();
  const storeEmployee = useStoreEmployee();
  const [editing, setEditing] = useState(false);
  const refresh = refreshEmployees;
  const resend = useMutation({
    mutationFn: () => resendInvite(employee.id),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => notifyError(errorMessage(error)),
  });
  const { profile } = employee;

  return (
    <Page title={nameOf(employee)} size="lg">
      <Group justify="space-between" gap="sm">
        <BackToList />
        <Anchor component={Link} to={notificationSettingsPath(employee.id)} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}>
          <IconBell size={18} aria-hidden />
          Notification settings
        </Anchor>
      </Group>
      <Group gap="xs">
        <Text fw={600}>{roleName(employee.role)}</Text>
        {profile.position && <Text>· {profile.position}</Text>}
        <StatusBadge status={employee.status} />
      </Group>
      {employee.status === 'pending_setup' && (
        <Alert color="blue" icon={<IconMailForward aria-hidden />} title="Invitation pending">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {employee.firstName || 'This person'} has not set up the account yet. The link in the email works once and expires after 7 days.
            </Text>
            <Button size="md" variant="white" color="blue.8" onClick={() => resend.mutate()} loading={resend.isPending}>
              Resend invitation
            </Button>
          </Stack>
        </Alert>
      )}

      <FormSection id="employee-details" title="Contact details">
        {editing ? (
          <EmployeeDetailsForm
            employee={employee}
            onSaved={(saved) => {
              storeEmployee(saved);
              notifySuccess('Details saved.');
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Stack gap="md">
            <DetailList
              details={[
                { label: 'Mobile phone', value: employee.phone ? <PhoneLink phone={employee.phone} size="md" /> : null },
                { label: 'Email', value: <EmailLink email={employee.email} size="md" /> },
                {
                  label: 'Emergency contact',
                  value:
                    profile.emergencyContactName &&
                    `${profile.emergencyContactName}${profile.emergencyContactRelationship ? ` (${profile.emergencyContactRelationship})` : ''}`,
                },
                { label: 'Emergency phone', value: profile.emergencyContactPhone ? <PhoneLink phone={profile.emergencyContactPhone} size="md" /> : null },
                { label: 'Notes', value: profile.notes },
              ]}
            />
            <Group>
              <Button
                variant="default"
                size="md"
                leftSection={<IconEdit size={18} aria-hidden />}
                onClick={() => setEditing(true)}
                disabled={employee.status === 'deactivated'}
              >
                Edit details
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              Email address and role are changed on{' '}
              <Anchor component={Link} to="/user/manage" size="sm">
                User Account Management
              </Anchor>
              .
            </Text>
          </Stack>
        )}
      </FormSection>

      <FormSection id="employee-licences" title="Licences and tickets">
        <LicencesSection employee={employee} onChanged={refresh} />
      </FormSection>

      <FormSection id="employee-jobs" title="Jobs">
        <EmployeeJobs jobs={employee.jobs} />
      </FormSection>

      <FormSection id="employee-hours" title="Hours">
        <EmployeeHours hours={employee.hours} />
      </FormSection>
    </Page>
  );
}
