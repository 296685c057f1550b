import { Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { DocumentScreenFieldsFragment, SignatoryStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { signingInputOf } from './document-facts';
import { PdfViewer } from './PdfViewer';
import { SigningPanel } from './SigningPanel';

/** The fields the screen reads; the sign mutation answers with them, so signing refreshes the screen. */
export const DocumentScreenFields = graphql(`
  fragment DocumentScreenFields on Document {
    id
    title
    status
    version
    declined
    signatoriesOrder
    fileUrl
    signedUrl
    ratingAsked
    type {
      id
      caption
    }
    formFields {
      name
      label
      kind
      required
    }
    signatories {
      id
      position
      status
      isMine
      person {
        id
        caption
      }
      signatures {
        id
        signed
        signedAt
      }
    }
  }
`);

const DocumentPageQuery = graphql(`
  query DocumentPage($id: ID!) {
    document(id: $id) {
      ...DocumentScreenFields
    }
  }
`);

const STATUS_PALETTE: Record<SignatoryStatus, string> = {
  waiting: 'gray',
  readyToSign: 'blue',
  onGoing: 'orange',
  signed: 'green',
};

/** The signatories in their order, each with the status SPEC.md §4 captions. */
function Signatories({ document }: { document: DocumentScreenFieldsFragment }) {
  const { t, i18n } = useTranslation('documents');
  return (
    <Stack as="section" gap="2" aria-labelledby="document-signatories">
      <Heading as="h2" size="md" id="document-signatories">
        {t('signatories.heading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t(`signatories.order.${document.signatoriesOrder}`)}
      </Text>
      <List.Root as="ol" variant="plain" gap="2">
        {document.signatories.map((signatory) => {
          const signedAt = signatory.signatures
            .map((signature) => signature.signedAt)
            .filter((at): at is string => Boolean(at))
            .sort()
            .at(-1);
          return (
            <List.Item
              key={signatory.id}
              display="block"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              data-testid="signatory"
            >
              <HStack justify="space-between" align="start" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">
                    {t('signatories.position', {
                      position: signatory.position,
                      name: signatory.person.caption,
                    })}
                    {signatory.isMine ? ` (${t('signatories.you')})` : ''}
                  </Text>
                  {signatory.status === 'signed' && signedAt ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('signatories.signedAt', { when: formatDateTime(signedAt, i18n.language) })}
                    </Text>
                  ) : null}
                </Stack>
                <Badge colorPalette={STATUS_PALETTE[signatory.status]} flexShrink={0}>
                  {t(`signatoryStatus.${signatory.status}`)}
                </Badge>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

function DocumentView({ document }: { document: DocumentScreenFieldsFragment }) {
  const { t } = useTranslation('documents');
  const { session } = useSession();
  // The gateway marks the caller's own signatories; the session's person covers a reader.
  const personId =
    document.signatories.find((signatory) => signatory.isMine)?.person.id ??
    session?.loginData.person?.id ??
    null;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="lg">
            {document.title}
          </Heading>
          <Badge
            flexShrink={0}
            colorPalette={
              document.status === 'signed'
                ? 'green'
                : document.status === 'declined'
                  ? 'red'
                  : 'blue'
            }
          >
            {t(`status.${document.status}`)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {document.type.caption}
        </Text>
      </Stack>
      <PdfViewer fileUrl={document.fileUrl} title={document.title} />
      <Signatories document={document} />
      {personId ? (
        // Keyed by document: another document starts its own machine.
        <SigningPanel
          key={document.id}
          document={document}
          input={signingInputOf(document, personId)}
        />
      ) : null}
    </Stack>
  );
}

/** /documents/{id}: the document's PDF, its signatories in order, and the signed-in user's signing. */
export function DocumentPage() {
  const { t } = useTranslation('documents');
  const { id = '' } = useParams();
  const [result, reexecute] = useQuery({ query: DocumentPageQuery, variables: { id } });
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('notFoundDescription') }}
      isEmpty={(data) => !data.document}
    >
      {(data) => (data.document ? <DocumentView document={data.document} /> : null)}
    </QueryStates>
  );
}
