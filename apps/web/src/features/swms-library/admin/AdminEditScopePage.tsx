import { Button, Group, Stack, Text } from '@mantine/core';
import { IconList, IconPlus, IconStack2, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormSection } from '../../../ui/forms/FormSection';
import { notifySuccess } from '../../../ui/notify';
import { Page } from '../../../ui/Page';
import { useDeleteScope, useRenameScope, useScope } from '../library-api';
import { adminSwmsPaths } from './admin-swms-paths';
import { confirmDelete } from './confirm-delete';
import { ScopeNameForm } from './ScopeNameForm';
import { QueryGate } from '../../../ui/QueryGate';

/** /admin-swms/scope/{scopeId}/edit: rename or delete a scope of work, and get to its activities. */
export function AdminEditScopePage() {
  const { scopeId = '' } = useParams();
  const scope = useScope(scopeId);
  const rename = useRenameScope(scopeId);
  const remove = useDeleteScope();
  const navigate = useNavigate();
  return (
    <Page title="Edit scope of work">
      <QueryGate query={scope} errorTitle="The scope of work did not load">
        {(found) => (
          <Stack gap="lg">
            <Text c="dimmed">Trade: {found.tradeName}</Text>
            <FormSection id="scope-name" title="Name">
              <ScopeNameForm
                key={found.name}
                label="Scope of work"
                initial={found.name}
                submitLabel="Save name"
                busy={rename.isPending}
                save={rename.mutateAsync}
                onSaved={() => notifySuccess('Scope renamed.')}
              />
            </FormSection>
            <FormSection id="scope-activities" title="Work activities">
              <Group gap="sm">
                <Button component={Link} to={adminSwmsPaths.viewScope(scopeId)} variant="light" size="md" leftSection={<IconList size={20} aria-hidden />}>
                  View activities
                </Button>
                <Button component={Link} to={adminSwmsPaths.addActivity(scopeId)} variant="light" size="md" leftSection={<IconPlus size={20} aria-hidden />}>
                  Add an activity
                </Button>
                <Button
                  component={Link}
                  to={adminSwmsPaths.bulkAddToScope(scopeId)}
                  variant="light"
                  size="md"
                  leftSection={<IconStack2 size={20} aria-hidden />}
                >
                  Bulk add
                </Button>
              </Group>
            </FormSection>
            <Group>
              <Button
                variant="outline"
                color="red.9"
                c="red.9"
                size="md"
                leftSection={<IconTrash size={20} aria-hidden />}
                loading={remove.isPending}
                onClick={() => {
                  const name = found.name;
                  confirmDelete('scope', name, () =>
                    remove.mutate(scopeId, {
                      onSuccess: () => void navigate(found.isPublic ? adminSwmsPaths.home : adminSwmsPaths.customTrade(found.tradeId)),
                    }),
                  );
                }}
              >
                Delete this scope and its activities
              </Button>
            </Group>
          </Stack>
        )}
      </QueryGate>
    </Page>
  );
}
