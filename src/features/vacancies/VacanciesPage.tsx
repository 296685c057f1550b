import { List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../ui/states/QueryStates';
import { useVacancies } from './useVacancies';
import { VacancyCard } from './VacancyCard';

/** /vacancies: the open positions the caller may apply to, soonest first. */
export function VacanciesPage() {
  const { t } = useTranslation('vacancies');
  const { result, canAct, reload } = useVacancies();
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={reload}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('emptyDescription') }}
      isEmpty={(data) => data.vacancies.length === 0}
    >
      {(data) => (
        <List.Root variant="plain" gap="3">
          {data.vacancies.map((vacancy) => (
            <List.Item key={vacancy.id} display="block">
              <VacancyCard vacancy={vacancy} canAct={canAct} onChanged={reload} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </QueryStates>
  );
}
