import { Heading, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../ui/states/QueryStates';
import type { Vacancy } from './vacancies.documents';
import { useVacancies } from './useVacancies';
import { VacancyCard } from './VacancyCard';

/** The positions by project, projects in the order of their first open position. */
export function byProject(
  vacancies: readonly Vacancy[],
): { project: Vacancy['project']; vacancies: Vacancy[] }[] {
  const groups = new Map<string, { project: Vacancy['project']; vacancies: Vacancy[] }>();
  for (const vacancy of vacancies) {
    const group = groups.get(vacancy.project.id) ?? { project: vacancy.project, vacancies: [] };
    group.vacancies.push(vacancy);
    groups.set(vacancy.project.id, group);
  }
  return [...groups.values()];
}

/**
 * /projects-vacancy (persons READ and mobileProjectVacancies READ): the same open positions grouped
 * by project, each project a section (api/routes/vacancies/README.md, The vacancies list and clashes).
 */
export function ProjectsVacancyPage() {
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
        <Stack gap="6">
          {byProject(data.vacancies).map(({ project, vacancies }) => (
            <Stack as="section" key={project.id} gap="3" aria-labelledby={`project-${project.id}`}>
              <Heading as="h2" size="md" id={`project-${project.id}`}>
                {t('projectHeading', { project: project.caption, count: vacancies.length })}
              </Heading>
              <List.Root variant="plain" gap="3">
                {vacancies.map((vacancy) => (
                  <List.Item key={vacancy.id} display="block">
                    <VacancyCard
                      vacancy={vacancy}
                      canAct={canAct}
                      showProject={false}
                      onChanged={reload}
                    />
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}
