import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { QueryStates } from '../../ui/states/QueryStates';
import { CrewDocumentCard } from './CrewDocumentCard';

const CrewChiefDocumentsQuery = graphql(`
  query CrewChiefDocumentsPage($id: ID!) {
    job(id: $id) {
      id
      crewShiftId
      crewChiefDocuments {
        ...CrewDocumentCard_Document
      }
    }
  }
`);

/** /jobs/{id}/crew-chief-documents: the crew's delivery note and crew chief sheet for its chief. */
export function CrewChiefDocumentsPage() {
  const { t } = useTranslation('crews');
  const { id = '' } = useParams();
  const linkTo = useLinkTo();
  const [result, reexecute] = useQuery({ query: CrewChiefDocumentsQuery, variables: { id } });
  return (
    <QueryStates
      result={result}
      loading={t('documents.loading')}
      error={t('documents.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{
        message: t('crewChiefDocuments.notFound'),
        description: t('crewChiefDocuments.notFoundDescription'),
      }}
      isEmpty={(data) =>
        !data.job || data.job.crewChiefDocuments.length === 0 || !data.job.crewShiftId
      }
    >
      {(data) => {
        const job = data.job;
        const crewId = job?.crewShiftId;
        if (!job || !crewId) return null;
        const deliveryNoteLink = linkTo(PATHS.crewDeliveryNote, { id: crewId });
        return (
          <Stack gap="4">
            <Text color="fg.muted">{t('crewChiefDocuments.intro')}</Text>
            {job.crewChiefDocuments.map((document) => (
              // Read-only here; releasing and sending happen on the crew's delivery-note page.
              <CrewDocumentCard
                key={document.kind}
                crewId={crewId}
                document={document}
                input={null}
                onChanged={() => reexecute({ requestPolicy: 'network-only' })}
              />
            ))}
            {deliveryNoteLink ? (
              <Link
                asChild
                colorPalette="blue"
                minH="11"
                display="inline-flex"
                alignItems="center"
                alignSelf="start"
              >
                <RouterLink to={deliveryNoteLink}>{t('crewChiefDocuments.toCrew')}</RouterLink>
              </Link>
            ) : null}
          </Stack>
        );
      }}
    </QueryStates>
  );
}
