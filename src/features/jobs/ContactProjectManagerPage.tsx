import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { pathTo, PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { contactLinks } from './contact-links';

const ContactProjectManagerQuery = graphql(`
  query ContactProjectManager($id: ID!) {
    job(id: $id) {
      id
      project {
        id
        number
        name
      }
      projectManager {
        id
        caption
        phone
        email
      }
    }
  }
`);

/**
 * /jobs/:id/contact-project-manager: the job's project manager and the phone's ways to reach them.
 * Another person's job is not found (the api answers 404, the gateway null).
 */
export function ContactProjectManagerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('jobs');
  const [result, reexecute] = useQuery({ query: ContactProjectManagerQuery, variables: { id } });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const backToJob = (
    <Link asChild colorPalette="blue" minHeight="11">
      <RouterLink to={pathTo(PATHS.job, { id })}>{t('contact.backToJob')}</RouterLink>
    </Link>
  );

  return (
    <QueryStates
      result={{ ...result, data: result.data?.job }}
      loading={t('contact.loading')}
      loadingRows={1}
      error={t('contact.error')}
      onRetry={reload}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), action: <Link asChild colorPalette="blue"><RouterLink to={PATHS.jobs}>{t('backToJobs')}</RouterLink></Link> }}
    >
      {(job) => {
        const manager = job.projectManager;
        const links = manager ? contactLinks(manager) : null;
        return (
          <Stack gap="4">
            <Text color="fg.muted">{t('projectWithNumber', { name: job.project.name, number: job.project.number })}</Text>
            {manager && links ? (
              <Card.Root size="sm" as="article" aria-labelledby="project-manager-name">
                <Card.Body gap="3">
                  <Stack gap="0">
                    <Text color="fg.muted" fontSize="sm">
                      {t('contact.role')}
                    </Text>
                    <Heading as="h2" id="project-manager-name" size="lg">
                      {manager.caption}
                    </Heading>
                    {manager.phone ? <Text>{manager.phone}</Text> : null}
                    {manager.email ? <Text>{manager.email}</Text> : null}
                  </Stack>
                  <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                    {links.tel ? (
                      <li>
                        <Link href={links.tel} colorPalette="blue" minHeight="11" aria-label={t('contact.callLabel', { name: manager.caption })}>
                          {t('contact.call')}
                        </Link>
                      </li>
                    ) : null}
                    {links.sms ? (
                      <li>
                        <Link href={links.sms} colorPalette="blue" minHeight="11" aria-label={t('contact.smsLabel', { name: manager.caption })}>
                          {t('contact.sms')}
                        </Link>
                      </li>
                    ) : null}
                    {links.mailto ? (
                      <li>
                        <Link href={links.mailto} colorPalette="blue" minHeight="11" aria-label={t('contact.mailLabel', { name: manager.caption })}>
                          {t('contact.mail')}
                        </Link>
                      </li>
                    ) : null}
                    {links.whatsApp ? (
                      <li>
                        <Link href={links.whatsApp} target="_blank" rel="noopener noreferrer" colorPalette="blue" minHeight="11" aria-label={t('contact.whatsAppLabel', { name: manager.caption })}>
                          {t('contact.whatsApp')}
                        </Link>
                      </li>
                    ) : null}
                  </Stack>
                </Card.Body>
              </Card.Root>
            ) : (
              <Text>{t('contact.noManager')}</Text>
            )}
            {backToJob}
          </Stack>
        );
      }}
    </QueryStates>
  );
}
