import { Button, Card, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CombinedError } from 'urql';
import { useMutation, useQuery } from 'urql';
import { errorReason, errorTextKey } from '../../lib/graphql/errors';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import {
  CreateFunctionMutation,
  DeleteFunctionMutation,
  FunctionsPageQuery,
  RenameFunctionMutation,
} from './people.documents';

/** What still refers to a function, from a refused delete's facts. */
function referencesOf(error: CombinedError | undefined): Record<string, number> {
  const facts = error?.graphQLErrors[0]?.extensions?.['facts'];
  return facts && typeof facts === 'object' ? (facts as Record<string, number>) : {};
}

/** /admin/functions: the jobs people are booked for; a function in use is not deleted. */
export function FunctionsPage() {
  const { t } = useTranslation('people');
  const toast = useToast();
  const online = useOnlineStatus();
  const [result, reexecute] = useQuery({ query: FunctionsPageQuery });
  const [adding, add] = useMutation(CreateFunctionMutation);
  const [, rename] = useMutation(RenameFunctionMutation);
  const [, remove] = useMutation(DeleteFunctionMutation);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; text: string } | null>(null);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    const { error } = await add({ name: name.trim() });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({ message: t('functions.added', { name: name.trim() }), type: 'success' });
    setName('');
    refresh();
  }

  async function saveRename(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { error } = await rename({ id: editing.id, name: editing.name.trim() });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    setEditing(null);
    refresh();
  }

  async function deleteOne(id: string, caption: string) {
    setRefusal(null);
    const { error } = await remove({ id });
    if (error) {
      if (errorReason(error) === 'STILL_REFERENCED') {
        const counts = referencesOf(error);
        const parts = Object.entries(counts).map(([kind, count]) =>
          t(`functions.references.${kind}`, { count }),
        );
        setRefusal({ id, text: t('functions.inUse', { name: caption, uses: parts.join(', ') }) });
      } else toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({ message: t('functions.deleted', { name: caption }), type: 'success' });
    refresh();
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('functions.title')}
        </Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={PATHS.adminPeople}>{t('list.title')}</RouterLink>
        </Button>
      </HStack>
      <Card.Root size="sm" as="section" aria-labelledby="new-function">
        <Card.Body>
          <form onSubmit={(event) => void submit(event)}>
            <Stack gap="2">
              <Text as="h2" id="new-function" fontWeight="semibold">
                {t('functions.add')}
              </Text>
              <HStack gap="2" align="end">
                <Field.Root required>
                  <Field.Label>{t('functions.name')}</Field.Label>
                  <Input
                    value={name}
                    maxLength={100}
                    onChange={(event) => setName(event.target.value)}
                  />
                </Field.Root>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={adding.fetching}
                  disabled={!online}
                >
                  {t('functions.addButton')}
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <QueryStates
        result={result}
        loading={t('functions.loading')}
        error={t('functions.error')}
        onRetry={refresh}
        forbidden={t('noAccess')}
        empty={{ message: t('functions.empty'), description: t('functions.emptyDescription') }}
        isEmpty={(data) => data.functionUsages.length === 0}
      >
        {(data) => (
          <List.Root variant="plain" gap="2" aria-label={t('functions.label')}>
            {data.functionUsages.map((fn) => (
              <List.Item key={fn.id} display="block">
                <Card.Root size="sm">
                  <Card.Body gap="2">
                    {editing?.id === fn.id ? (
                      <form onSubmit={(event) => void saveRename(event)}>
                        <HStack gap="2" align="end" wrap="wrap">
                          <Field.Root flex="1" minWidth="40">
                            <Field.Label>{t('functions.newName', { name: fn.name })}</Field.Label>
                            <Input
                              value={editing.name}
                              maxLength={100}
                              onChange={(event) =>
                                setEditing({ id: fn.id, name: event.target.value })
                              }
                            />
                          </Field.Root>
                          <Button type="submit" colorPalette="blue" disabled={!online}>
                            {t('functions.save')}
                          </Button>
                          <Button variant="ghost" onClick={() => setEditing(null)}>
                            {t('form.cancel')}
                          </Button>
                        </HStack>
                      </form>
                    ) : (
                      <HStack justify="space-between" gap="2" wrap="wrap">
                        <Stack gap="0">
                          <Text as="h3" fontWeight="semibold">
                            {fn.name}
                          </Text>
                          <Text fontSize="sm" color="fg.muted">
                            {[
                              t('functions.references.people', { count: fn.people }),
                              t('functions.references.crewItems', { count: fn.crewItems }),
                              t('functions.references.rateCardRates', { count: fn.rateCardRates }),
                            ].join(' · ')}
                          </Text>
                        </Stack>
                        <HStack gap="2">
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t('functions.renameOne', { name: fn.name })}
                            onClick={() => setEditing({ id: fn.id, name: fn.name })}
                          >
                            {t('functions.rename')}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            colorPalette="red"
                            disabled={!online}
                            aria-label={t('functions.deleteOne', { name: fn.name })}
                            onClick={() => void deleteOne(fn.id, fn.name)}
                          >
                            {t('functions.delete')}
                          </Button>
                        </HStack>
                      </HStack>
                    )}
                    {refusal?.id === fn.id ? (
                      <Text role="alert" fontSize="sm" color="fg.error">
                        {refusal.text}
                      </Text>
                    ) : null}
                  </Card.Body>
                </Card.Root>
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryStates>
    </Stack>
  );
}
