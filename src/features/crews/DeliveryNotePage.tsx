import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { QueryStates } from '../../ui/states/QueryStates';
import { CrewDocumentCard } from './CrewDocumentCard';
import { signOffInputOf } from './sign-off-facts';

const DeliveryNotePageQuery = graphql(`
  query DeliveryNotePage($id: ID!) {
    crewShift(id: $id) {
      id
      caption
      startsAt
      endsAt
      role
      state
      project {
        id
        number
        name
      }
      crewChief {
        id
      }
      members {
        id
        person {
          id
        }
        startsAt
        plannedBreakMinutes
        attendance
        checkedInAt
        checkedOutAt
        breakMinutes
      }
      signOff {
        signerName
        signedAt
      }
      deliveryNote {
        ...CrewDocumentCard_Document
      }
      crewChiefSheet {
        ...CrewDocumentCard_Document
      }
    }
  }
`);

/** /crews/{id}/delivery-note: the crew's delivery note and crew chief sheet, released and sent from here. */
export function DeliveryNotePage() {
  const { t } = useTranslation('crews');
  const { id = '' } = useParams();
  const linkTo = useLinkTo();
  const [result, reexecute] = useQuery({ query: DeliveryNotePageQuery, variables: { id } });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  return (
    <QueryStates
      result={result}
      loading={t('documents.loading')}
      error={t('documents.error')}
      onRetry={refresh}
      empty={{ message: t('signOff.notFound'), description: t('signOff.notFoundDescription') }}
      isEmpty={(data) => !data.crewShift}
    >
      {(data) => {
        const shift = data.crewShift;
        if (!shift) return null;
        const input = signOffInputOf(shift);
        // The crew chief finds the same two documents under his job too (/jobs/{id}/crew-chief-documents).
        const ownJob =
          shift.role === 'crewChief'
            ? shift.members.find(
                (member) => member.person !== null && member.person.id === shift.crewChief?.id,
              )
            : undefined;
        const ownDocumentsLink = ownJob
          ? linkTo(PATHS.jobCrewChiefDocuments, { id: ownJob.id })
          : null;
        return (
          <Stack gap="4">
            <Stack gap="0">
              <Heading as="h2" size="lg">
                {shift.caption}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {shift.project.number} · {shift.project.name}
              </Text>
            </Stack>
            {!shift.signOff && shift.role !== 'reader' ? (
              <Text color="fg.muted">{t('documents.notSignedYet')}</Text>
            ) : null}
            {[shift.deliveryNote, shift.crewChiefSheet].map((document) =>
              shift.role === 'reader' && !document.released ? null : (
                <CrewDocumentCard
                  key={document.kind}
                  crewId={shift.id}
                  document={document}
                  input={shift.role === 'reader' ? null : input}
                  onChanged={refresh}
                />
              ),
            )}
            {shift.role === 'reader' &&
            !shift.deliveryNote.released &&
            !shift.crewChiefSheet.released ? (
              <Text color="fg.muted">{t('documents.noneReleased')}</Text>
            ) : null}
            {ownDocumentsLink ? (
              <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
                <RouterLink to={ownDocumentsLink}>{t('crewChiefDocuments.link')}</RouterLink>
              </Link>
            ) : null}
          </Stack>
        );
      }}
    </QueryStates>
  );
}
