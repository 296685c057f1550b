import { Box, Card, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from 'urql';
import { DECISION_REASON_MAX, reasonRequired } from '../../../machines/officeDecisions';
import type { ApprovalsPageQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { DecisionForm } from '../../ui/DecisionForm';
import { ApproveProfilePictureMutation, RejectProfilePictureMutation } from './approvals.documents';
import type { useDecision } from './useDecision';

export type WaitingProfilePicture = NonNullable<
  ApprovalsPageQuery['profilePicturesToDecide']
>[number];

/** A new profile picture waiting: the picture beside whose it is; approve, or reject saying why. */
export function ProfilePictureCard({
  picture,
  decision,
  online,
}: {
  picture: WaitingProfilePicture;
  decision: ReturnType<typeof useDecision>;
  online: boolean;
}) {
  const { t, i18n } = useTranslation('approvals');
  const linkTo = useLinkTo();
  const url = useProtectedImageUrl(picture.fileUrl);
  const [, approve] = useMutation(ApproveProfilePictureMutation);
  const [, reject] = useMutation(RejectProfilePictureMutation);
  const person = picture.person?.caption ?? '';
  const profile = picture.person
    ? linkTo(PATHS.crewProfile, { personId: picture.person.id })
    : null;
  const key = `picture-${picture.id}`;
  return (
    <Card.Root size="sm" as="article" aria-labelledby={`${key}-title`}>
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          {url ? (
            <Image
              src={url}
              alt={t('profilePictures.alt', { person })}
              boxSize="24"
              objectFit="cover"
              borderRadius="md"
              borderWidth="1px"
            />
          ) : (
            <Box boxSize="24" bg="bg.muted" borderRadius="md" aria-hidden="true" flexShrink={0} />
          )}
          <Stack gap="1">
            <Text id={`${key}-title`} fontWeight="semibold">
              {profile ? (
                <Link asChild colorPalette="blue" minHeight="11">
                  <RouterLink to={profile}>{person}</RouterLink>
                </Link>
              ) : (
                person
              )}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('profilePictures.uploaded', {
                at: formatDateTime(picture.uploadedAt, i18n.language),
              })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('profilePictures.rule')}
            </Text>
          </Stack>
        </HStack>
        <DecisionForm
          labels={{
            reason: t('decision.reason'),
            reasonHint: t('decision.reasonNeeded', { person }),
            reasonMissing: t('decision.reasonMissing', { person }),
            approve: t('decision.approve'),
            approveName: t('profilePictures.approveName', { person }),
            refuse: t('decision.reject'),
            refuseName: t('profilePictures.rejectName', { person }),
          }}
          refuseNeedsReason={reasonRequired('profilePicture', 'reject')}
          maxLength={DECISION_REASON_MAX}
          busy={decision.busy === key}
          disabled={!online || (decision.busy !== null && decision.busy !== key)}
          onApprove={(reason) =>
            void decision.decide(key, 'approved', person, () =>
              approve({ id: picture.id, reason: reason || null }),
            )
          }
          onRefuse={(reason) =>
            void decision.decide(key, 'rejected', person, () => reject({ id: picture.id, reason }))
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
