import { Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { helpTopicsFor, type HelpTopic } from './help-topics';

const HelpQuery = graphql(`
  query Help {
    helpContact {
      name
      email
      phone
    }
  }
`);

/** How many points each section has in the locale files (help:topics.<topic>.points.0 …). */
const POINTS: Record<HelpTopic, number> = {
  crew: 5,
  crewChief: 3,
  planner: 3,
  client: 3,
  office: 4,
  project: 3,
  plusCrew: 2,
};

/**
 * /help: short sections on how the app works for this session's role(s), and the company's
 * contact. The texts are the app's own; only the contact comes from the api.
 */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { session } = useSession();
  const topics = helpTopicsFor(session);
  const [result, reexecute] = useQuery({ query: HelpQuery });

  return (
    <Stack gap="5">
      <Text>{t('intro')}</Text>
      {topics.map((topic) => (
        <Stack as="section" key={topic} gap="2" aria-labelledby={`help-${topic}`}>
          <Heading as="h2" id={`help-${topic}`} size="md">
            {t(`topics.${topic}.heading`)}
          </Heading>
          <List.Root gap="1" ps="5">
            {Array.from({ length: POINTS[topic] }, (_, index) => (
              <List.Item key={index}>{t(`topics.${topic}.points.${index}`)}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
      <Stack as="section" gap="2" aria-labelledby="help-contact">
        <Heading as="h2" id="help-contact" size="md">
          {t('contact.heading')}
        </Heading>
        <QueryStates
          result={{ ...result, data: result.data?.helpContact }}
          loading={t('contact.loading')}
          loadingRows={1}
          error={t('contact.error')}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
          empty={{ message: t('contact.none') }}
          isEmpty={(contact) => !contact.email && !contact.phone}
        >
          {(contact) => (
            <Card.Root size="sm">
              <Card.Body gap="2">
                <Text>{t('contact.text', { name: contact.name })}</Text>
                {contact.phone ? (
                  <Link
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    colorPalette="blue"
                    minHeight="11"
                    aria-label={t('contact.callLabel', { phone: contact.phone })}
                  >
                    {contact.phone}
                  </Link>
                ) : null}
                {contact.email ? (
                  <Link
                    href={`mailto:${contact.email}`}
                    colorPalette="blue"
                    minHeight="11"
                    aria-label={t('contact.mailLabel', { email: contact.email })}
                  >
                    {contact.email}
                  </Link>
                ) : null}
              </Card.Body>
            </Card.Root>
          )}
        </QueryStates>
      </Stack>
    </Stack>
  );
}
