import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from 'urql';
import { DECISION_REASON_MAX, reasonRequired } from '../../../machines/officeDecisions';
import type { ApprovalsPageQuery } from '../../gql/graphql';
import { formatDateTime, formatDay } from '../../lib/dates/dates';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { DecisionForm } from '../../ui/DecisionForm';
import {
  ApproveVacationRequestMutation,
  DeclineVacationRequestMutation,
} from './approvals.documents';
import type { useDecision } from './useDecision';

export type WaitingVacationRequest = NonNullable<
  ApprovalsPageQuery['vacationRequestsToDecide']
>[number];

/** Whole days from the first to the last, both counted (the request's dates are inclusive). */
function dayCount(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** A vacation request waiting: who, which days, paid or not, their note; approve or decline. */
export function VacationRequestCard({
  request,
  decision,
  online,
}: {
  request: WaitingVacationRequest;
  decision: ReturnType<typeof useDecision>;
  online: boolean;
}) {
  const { t, i18n } = useTranslation('approvals');
  const language = i18n.language;
  const linkTo = useLinkTo();
  const [, approve] = useMutation(ApproveVacationRequestMutation);
  const [, decline] = useMutation(DeclineVacationRequestMutation);
  const person = request.person?.caption ?? '';
  const dates = t('vacationRequests.dates', {
    from: formatDay(request.beginDate, language),
    to: formatDay(request.endDate, language),
  });
  const profile = request.person
    ? linkTo(PATHS.crewProfile, { personId: request.person.id })
    : null;
  const key = `vacation-${request.id}`;
  return (
    <Card.Root size="sm" as="article" aria-labelledby={`${key}-title`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0">
            <Text id={`${key}-title`} fontWeight="semibold">
              {profile ? (
                <Link asChild colorPalette="blue" minHeight="11">
                  <RouterLink to={profile}>{person}</RouterLink>
                </Link>
              ) : (
                person
              )}
            </Text>
            <Text>{dates}</Text>
          </Stack>
          <Badge colorPalette={request.paid ? 'green' : 'purple'}>
            {t(request.paid ? 'vacationRequests.paid' : 'vacationRequests.unpaid')}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[
            t('vacationRequests.days', { count: dayCount(request.beginDate, request.endDate) }),
            request.requestedAt
              ? t('vacationRequests.requested', {
                  at: formatDateTime(request.requestedAt, language),
                })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {request.note ? <Text>{t('vacationRequests.note', { note: request.note })}</Text> : null}
        <DecisionForm
          labels={{
            reason: t('decision.reason'),
            reasonHint: t('decision.reasonOptional', { person }),
            reasonMissing: t('decision.reasonMissing', { person }),
            approve: t('decision.approve'),
            approveName: t('vacationRequests.approveName', { person, dates }),
            refuse: t('decision.decline'),
            refuseName: t('vacationRequests.declineName', { person, dates }),
          }}
          refuseNeedsReason={reasonRequired('vacationRequest', 'decline')}
          maxLength={DECISION_REASON_MAX}
          busy={decision.busy === key}
          disabled={!online || (decision.busy !== null && decision.busy !== key)}
          onApprove={(reason) =>
            void decision.decide(key, 'approved', person, () =>
              approve({ id: request.id, reason: reason || null }),
            )
          }
          onRefuse={(reason) =>
            void decision.decide(key, 'declined', person, () =>
              decline({ id: request.id, reason: reason || null }),
            )
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
