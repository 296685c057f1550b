import { Card } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { PATHS, pathTo } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { CreateCompanyMutation } from './clients.documents';
import { EditorsOnly } from './EditorsOnly';
import { NameForm } from './NameForm';
import { refusalText } from './refusals';

/** /admin/clients/new (administration EDIT): a new client company, then its page to add contacts. */
export function CompanyNewPage() {
  const { t, i18n } = useTranslation('clients');
  const toast = useToast();
  const navigate = useNavigate();
  const [state, create] = useMutation(CreateCompanyMutation);
  return (
    <EditorsOnly>
      <Card.Root size="sm" maxWidth={{ md: 'xl' }}>
        <Card.Body>
          <NameForm
            formLabel={t('companies.newForm')}
            label={t('companies.name')}
            missingText={t('companies.nameMissing')}
            submitLabel={t('companies.create')}
            busy={state.fetching}
            onSubmit={async (name) => {
              const result = await create({ name });
              if (result.error || !result.data) {
                if (result.error)
                  toast.show({
                    message: refusalText(t, result.error, i18n.language),
                    type: 'error',
                  });
                return false;
              }
              toast.show({ message: t('companies.created', { name }), type: 'success' });
              navigate(pathTo(PATHS.adminClient, { id: result.data.createCompany.id }));
              return true;
            }}
          />
        </Card.Body>
      </Card.Root>
    </EditorsOnly>
  );
}
