import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { isErrorReason } from '../../lib/graphql/error-reasons';
import { isRealDay } from '../../../machines/dateFormats';
import { isIdText } from '../../../machines/inputRules';
import { isSecurityCheckShift } from '../../../machines/securityCheckShift';
import { graphql } from '../../gql';
import type { CrewSecurityCheckPageQuery } from '../../gql/graphql';
import { formatDateTime, formatDay } from '../../lib/dates/dates';
import { useOutbox } from '../../lib/outbox/OutboxContext';
import { pathTo, PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { FormFilling, type QueuedSubmission } from '../../lib/forms/FormFilling';
import { questionsOf } from '../../lib/forms/questions';
import { SECURITY_CHECK_KIND, type SecurityCheckVariables } from './outbox-senders';

const CrewSecurityCheckPageQuery = graphql(`
  query CrewSecurityCheckPage($crewId: ID!, $formId: ID!) {
    crewShift(id: $crewId) {
      id
      caption
      role
    }
    crewSecurityCheck(crewId: $crewId, formId: $formId) {
      qualityCheckType {
        id
        caption
      }
      done {
        date
        shift
        submittedAt
        submittedBy {
          id
          caption
        }
      }
      form {
        ...FormFillingFields
      }
    }
  }
`);

const validParams = (crewId: string, formId: string, date: string, shift: string) =>
  isIdText(crewId) && isIdText(formId) && isRealDay(date) && isSecurityCheckShift(shift);

/**
 * /crews/{id}/security-check/{formId}/{date}/{shift}: the crew's security check for that day and
 * shift, question by question with the forms engine (FormFilling), sent with the context
 * { crewId, date, shift }. Once answered it says so (the api refuses a second answer: 409).
 * Offline the answers (and a photo taken offline) wait in the outbox with their key (src/features/crews/README.md, Photos and security checks in the outbox):
 * the screen says they are saved on the phone, across reloads, until the api took or refused them.
 */
export function SecurityCheckPage() {
  const { t, i18n } = useTranslation('crews');
  const { id = '', formId = '', date = '', shift = '' } = useParams();
  const valid = validParams(id, formId, date, shift);
  const { session } = useSession();
  const [result, reexecute] = useQuery({
    query: CrewSecurityCheckPageQuery,
    variables: { crewId: id, formId },
    pause: !valid,
  });
  const personId = session?.loginData.person?.id ?? 'anonymous';
  const crewPath = pathTo(PATHS.crew, { id });
  const { ready, enqueue, items } = useOutbox();
  const waiting = items.find((item) => {
    if (item.kind !== SECURITY_CHECK_KIND || item.crewId !== id) return false;
    const variables = item.variables as unknown as SecurityCheckVariables;
    return (
      variables.formId === formId &&
      variables.context.date === date &&
      variables.context.shift === shift
    );
  });
  const queueOffline = useCallback(
    async ({ answers, idempotencyKey, photo }: QueuedSubmission) => {
      const variables: SecurityCheckVariables = {
        formId,
        answers,
        context: { crewId: id, date, shift },
        photoQuestionId: photo?.questionId ?? null,
      };
      await enqueue({
        kind: SECURITY_CHECK_KIND,
        crewId: id,
        variables: { ...variables },
        idempotencyKey,
        ...(photo ? { blob: photo.blob } : {}),
      });
    },
    [enqueue, id, formId, date, shift],
  );
  // The waiting answers left the outbox (the api took them): the check is asked for again.
  const wasWaiting = useRef(waiting?.state === 'pending');
  useEffect(() => {
    const now = waiting?.state === 'pending';
    if (wasWaiting.current && !now) reexecute({ requestPolicy: 'network-only' });
    wasWaiting.current = now;
  }, [waiting?.state, reexecute]);

  return (
    <QueryStates
      result={
        valid
          ? result
          : {
              fetching: false,
              data: { crewShift: null, crewSecurityCheck: null } as CrewSecurityCheckPageQuery,
            }
      }
      loading={t('media.securityCheck.loading')}
      error={t('media.securityCheck.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{
        message: t('media.securityCheck.notFound'),
        description: t('media.securityCheck.notFoundDescription'),
      }}
      isEmpty={(data) => !data.crewShift || !data.crewSecurityCheck}
    >
      {(data) => {
        const check = data.crewSecurityCheck;
        const crew = data.crewShift;
        if (!check || !crew) return null;
        const answered = check.done.find((item) => item.date === date && item.shift === shift);
        const heading = (
          <Text color="fg.muted">
            {t('media.securityCheck.forShift', {
              day: formatDay(date, i18n.language),
              shift: t(`media.securityCheck.shift.${shift}`),
            })}
            {` · ${crew.caption}`}
          </Text>
        );
        const refusal =
          waiting?.state === 'refused' ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {t('media.securityCheck.refused', { title: check.form.title })}
                </Alert.Title>
                <Alert.Description>
                  {t(
                    waiting.reason && isErrorReason(waiting.reason)
                      ? `common:errors.reasons.${waiting.reason}`
                      : `common:errors.codes.${waiting.reason ?? 'CONFLICT'}`,
                  )}{' '}
                  {t('media.securityCheck.refusedHelp')}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null;
        if (waiting?.state === 'pending' && !answered) {
          return (
            <Stack gap="4">
              {heading}
              <Alert.Root status="warning" role="status">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {t('media.securityCheck.waiting', { title: check.form.title })}
                  </Alert.Title>
                  <Alert.Description>
                    {t('media.securityCheck.waitingDescription')}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
              <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
                <RouterLink to={crewPath}>{t('media.backToCrew')}</RouterLink>
              </Link>
            </Stack>
          );
        }
        if (answered || crew.role === 'reader' || check.form.questions.length === 0) {
          return (
            <Stack gap="4">
              {heading}
              {refusal}
              <Alert.Root status={answered ? 'success' : 'info'}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {answered
                      ? t('media.securityCheck.answered', { title: check.form.title })
                      : check.form.title}
                  </Alert.Title>
                  <Alert.Description>
                    {answered
                      ? t('media.securityCheck.answeredAt', {
                          time: formatDateTime(answered.submittedAt, i18n.language),
                          name: answered.submittedBy?.caption ?? '—',
                        })
                      : t('media.securityCheck.notAnswered')}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
              <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
                <RouterLink to={crewPath}>{t('media.backToCrew')}</RouterLink>
              </Link>
            </Stack>
          );
        }
        return (
          <Stack gap="2">
            {heading}
            {refusal}
            <FormFilling
              key={`${check.form.id}.${date}.${shift}`}
              form={{
                id: check.form.id,
                title: check.form.title,
                description: check.form.description,
                questions: questionsOf(check.form),
              }}
              personId={personId}
              pathPlace={null}
              context={{ crewId: crew.id, date, shift }}
              embedded={{ done: { href: crewPath, label: t('media.backToCrew') } }}
              {...(ready ? { queueOffline } : {})}
            />
          </Stack>
        );
      }}
    </QueryStates>
  );
}
