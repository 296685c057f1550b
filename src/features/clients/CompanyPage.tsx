import { Button, Card, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { PATHS, pathTo } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import {
  AdminCompanyQuery,
  DeleteCompanyMutation,
  RenameCompanyMutation,
} from './clients.documents';
import { DeleteAction } from './DeleteAction';
import { NameForm } from './NameForm';
import { contactHref, newContactHref } from './people-links';
import { refusalText } from './refusals';

/**
 * /admin/clients/:id (administration): the company's name to change, its contacts (each a link to
 * the person; a new one is made on the people screens with this company chosen) and its delete,
 * refused with what still uses it.
 */
export function CompanyPage() {
  const { t, i18n } = useTranslation('clients');
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const [result, reexecute] = useQuery({
    query: AdminCompanyQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const [renaming, rename] = useMutation(RenameCompanyMutation);
  const [deleting, remove] = useMutation(DeleteCompanyMutation);
  const back = (
    <ChakraLink asChild>
      <Link to={pathTo(PATHS.adminClients)}>{t('companies.back')}</Link>
    </ChakraLink>
  );
  return (
    <QueryStates
      result={{ ...result, data: result.data?.adminCompany }}
      loading={t('company.loading')}
      error={t('company.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('company.notFound'), action: back }}
    >
      {(company) => (
        <Stack gap="4" maxWidth={{ md: '3xl' }}>
          {back}
          <Card.Root as="section" size="sm" aria-labelledby="company-name">
            <Card.Body gap="3">
              <Heading as="h2" size="md" id="company-name">
                {company.name}
              </Heading>
              <NameForm
                key={company.name}
                formLabel={t('company.renameForm')}
                label={t('companies.name')}
                missingText={t('companies.nameMissing')}
                submitLabel={t('company.save')}
                initial={company.name}
                busy={renaming.fetching}
                onSubmit={async (name) => {
                  const answer = await rename({ id: company.id, name });
                  if (answer.error) {
                    toast.show({
                      message: refusalText(t, answer.error, i18n.language),
                      type: 'error',
                    });
                    return false;
                  }
                  toast.show({ message: t('company.saved'), type: 'success' });
                  return true;
                }}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" size="sm" aria-labelledby="company-contacts">
            <Card.Body gap="3">
              <Heading as="h2" size="md" id="company-contacts">
                {t('company.contacts')}
              </Heading>
              {company.contacts.length === 0 ? (
                <Text color="fg.muted">{t('company.noContacts')}</Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none">
                  {company.contacts.map((contact) => (
                    <li key={contact.id}>
                      <ChakraLink asChild fontWeight="semibold">
                        <Link to={contactHref(contact.id)}>{contact.name}</Link>
                      </ChakraLink>
                      <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
                        {[contact.email, contact.phone].filter(Boolean).join(' · ')}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
              <Button asChild variant="outline" alignSelf="start">
                <Link to={newContactHref(company.id)}>{t('company.addContact')}</Link>
              </Button>
            </Card.Body>
          </Card.Root>
          <DeleteAction
            label={t('company.delete')}
            question={t('company.deleteQuestion', { name: company.name })}
            confirmLabel={t('company.deleteConfirm')}
            cancelLabel={t('cancel')}
            busy={deleting.fetching}
            onDelete={async () => {
              const answer = await remove({ id: company.id });
              if (answer.error) return refusalText(t, answer.error, i18n.language);
              toast.show({
                message: t('company.deleted', { name: company.name }),
                type: 'success',
              });
              navigate(pathTo(PATHS.adminClients));
              return null;
            }}
          />
        </Stack>
      )}
    </QueryStates>
  );
}
