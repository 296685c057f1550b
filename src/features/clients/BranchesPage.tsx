import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import {
  AdminBranchesQuery,
  CreateBranchMutation,
  DeleteBranchMutation,
  RenameBranchMutation,
} from './clients.documents';
import { DeleteAction } from './DeleteAction';
import { NameForm } from './NameForm';
import { refusalText } from './refusals';

type Branch = { id: string; name: string; projectCount: number };

/** /admin/branches (administration): the tenant's branches, added, renamed in place and deleted. */
export function BranchesPage() {
  const { t, i18n } = useTranslation('clients');
  const toast = useToast();
  const [result, reexecute] = useQuery({
    query: AdminBranchesQuery,
    requestPolicy: 'cache-and-network',
  });
  const [creating, create] = useMutation(CreateBranchMutation);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  return (
    <Stack gap="4" maxWidth={{ md: '3xl' }}>
      <Card.Root as="section" size="sm" aria-labelledby="branch-new">
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="branch-new">
            {t('branches.new')}
          </Heading>
          <NameForm
            formLabel={t('branches.new')}
            label={t('branches.name')}
            missingText={t('branches.nameMissing')}
            submitLabel={t('branches.add')}
            busy={creating.fetching}
            onSubmit={async (name) => {
              const answer = await create({ name });
              if (answer.error) {
                toast.show({ message: refusalText(t, answer.error, i18n.language), type: 'error' });
                return false;
              }
              toast.show({ message: t('branches.added', { name }), type: 'success' });
              refresh();
              return true;
            }}
          />
        </Card.Body>
      </Card.Root>
      <QueryStates
        result={{ ...result, data: result.data?.adminBranches }}
        loading={t('branches.loading')}
        error={t('branches.error')}
        onRetry={refresh}
        empty={{ message: t('branches.empty') }}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('branches.list')}>
            {items.map((branch) => (
              <BranchRow key={branch.id} branch={branch} onDeleted={refresh} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

function BranchRow({ branch, onDeleted }: { branch: Branch; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('clients');
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [renaming, rename] = useMutation(RenameBranchMutation);
  const [deleting, remove] = useMutation(DeleteBranchMutation);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="3">
        {editing ? (
          <NameForm
            formLabel={t('branches.renameForm', { name: branch.name })}
            label={t('branches.name')}
            missingText={t('branches.nameMissing')}
            submitLabel={t('branches.save')}
            cancelLabel={t('cancel')}
            initial={branch.name}
            busy={renaming.fetching}
            onCancel={() => setEditing(false)}
            onSubmit={async (name) => {
              const answer = await rename({ id: branch.id, name });
              if (answer.error) {
                toast.show({ message: refusalText(t, answer.error, i18n.language), type: 'error' });
                return false;
              }
              setEditing(false);
              return true;
            }}
          />
        ) : (
          <Flex gap="3" wrap="wrap" align="start" justify="space-between">
            <Stack gap="0">
              <Text fontWeight="semibold">{branch.name}</Text>
              <Text color="fg.muted" fontSize="sm">
                {t('branches.projectCount', { count: branch.projectCount })}
              </Text>
            </Stack>
            <Flex gap="2" wrap="wrap" align="start">
              <Button
                type="button"
                variant="outline"
                aria-label={t('branches.renameOf', { name: branch.name })}
                onClick={() => setEditing(true)}
              >
                {t('branches.rename')}
              </Button>
              <DeleteAction
                label={t('branches.delete')}
                question={t('branches.deleteQuestion', { name: branch.name })}
                confirmLabel={t('branches.deleteConfirm')}
                cancelLabel={t('cancel')}
                busy={deleting.fetching}
                onDelete={async () => {
                  const answer = await remove({ id: branch.id });
                  if (answer.error) return refusalText(t, answer.error, i18n.language);
                  toast.show({
                    message: t('branches.deleted', { name: branch.name }),
                    type: 'success',
                  });
                  onDeleted();
                  return null;
                }}
              />
            </Flex>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
