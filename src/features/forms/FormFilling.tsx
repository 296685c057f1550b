import {
  Alert,
  Button,
  Card,
  List,
  HStack,
  Heading,
  Image,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation, type CombinedError } from 'urql';
import { fromPromise } from 'xstate';
import type { AnswerValue, FormAnswers, FormQuestion } from '../../../machines/formAnswers';
import { answerProblem } from '../../../machines/formAnswers';
import { formFillingMachine, placeOf, type FormPlace } from '../../../machines/formFilling.machine';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { pathTo, PATHS, slugOf } from '../../lib/paths';
import {
  answerInputs,
  draftKey,
  pathSegmentOf,
  readDraft,
  removeDraft,
  writeDraft,
} from './form-draft';
import { QuestionField } from './QuestionField';

const SubmitFormMutation = graphql(`
  mutation SubmitForm($formId: ID!, $answers: [FormAnswerInput!]!, $idempotencyKey: String!) {
    submitForm(formId: $formId, answers: $answers, idempotencyKey: $idempotencyKey) {
      id
      formId
      submittedAt
      answerCount
    }
  }
`);

export interface FormFillingProps {
  form: { id: string; title: string; description: string; questions: FormQuestion[] };
  personId: string;
  /** The path's {questionId}: where to be, if the person may be there. */
  pathPlace: FormPlace | null;
}

function samePlace(a: FormPlace | null, b: FormPlace | null): boolean {
  if (a === 'summary' || b === 'summary') return a === b;
  return a?.questionId === b?.questionId;
}

/** An answer as the summary shows it. */
function AnswerText({
  question,
  value,
  formId,
}: {
  question: FormQuestion;
  value: AnswerValue | undefined;
  formId: string;
}) {
  const { t, i18n } = useTranslation('forms');
  if (value === undefined) return <Text color="fg.muted">{t('summary.noAnswer')}</Text>;
  switch (question.kind) {
    case 'yesNo':
      return <Text>{t(value ? 'yes' : 'no')}</Text>;
    case 'singleChoice':
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? value : [String(value)];
      if (chosen.length === 0) return <Text color="fg.muted">{t('summary.noAnswer')}</Text>;
      return (
        <Text>
          {chosen
            .map((item) => question.options.find((option) => option.value === item)?.label ?? item)
            .join(', ')}
        </Text>
      );
    }
    case 'date':
      return <Text>{formatDay(String(value), i18n.language)}</Text>;
    case 'photo':
      return <Text>{t('summary.photoAdded')}</Text>;
    case 'signature':
      return (
        <Image
          src={String(value)}
          alt={t('signatureImage')}
          maxHeight="16"
          bg="white"
          borderWidth="1px"
          borderRadius="sm"
        />
      );
    default:
      return (
        <Text whiteSpace="pre-wrap" data-form={formId}>
          {String(value)}
        </Text>
      );
  }
}

/**
 * Filling in one form, run by machines/formFilling.machine.ts: the path follows the machine's place
 * (back and reload keep it), the browser's back and forward move the machine, the draft is saved on
 * every change and removed once the answers are sent.
 */
export function FormFilling({ form, personId, pathPlace }: FormFillingProps) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const [, submit] = useMutation(SubmitFormMutation);
  const key = draftKey(personId, form.id);
  const stored = useMemo(() => readDraft(window.localStorage, key), [key]);
  const idempotencyKey = useRef(stored?.idempotencyKey ?? crypto.randomUUID());
  const submitRef = useRef(submit);
  submitRef.current = submit;

  const actor = useActorRef(
    formFillingMachine.provide({
      actions: {
        persistDraft: (_, draft) =>
          writeDraft(window.localStorage, key, {
            ...draft,
            idempotencyKey: idempotencyKey.current,
          }),
        clearDraft: () => removeDraft(window.localStorage, key),
      },
      actors: {
        submitAnswers: fromPromise<unknown, { answers: FormAnswers }>(async ({ input }) => {
          const result = await submitRef.current(
            {
              formId: form.id,
              answers: answerInputs(form.questions, input.answers),
              idempotencyKey: idempotencyKey.current,
            },
            { requestPolicy: 'network-only' },
          );
          if (result.error) throw result.error;
          return result.data?.submitForm;
        }),
      },
    }),
    {
      input: {
        questions: form.questions,
        answers: stored?.answers ?? {},
        place: pathPlace ?? stored?.place ?? null,
      },
    },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const value = state.value as
    'restoring' | 'answering' | 'summary' | 'submitting' | 'submitted' | 'failed';
  const { context } = state;
  const place: FormPlace | null =
    value === 'answering' || value === 'summary' ? placeOf(value, context) : null;
  const latestPathPlace = useRef(pathPlace);
  latestPathPlace.current = pathPlace;

  // The machine's place → the path (a new history entry, so the browser's back goes one question back).
  useEffect(() => {
    if (!place || samePlace(place, latestPathPlace.current)) return;
    const to = pathTo(PATHS.form, {
      id: form.id,
      name: slugOf(form.title),
      questionId: pathSegmentOf(place),
    });
    navigate(to, { replace: latestPathPlace.current === null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the place only
  }, [place === 'summary' ? 'summary' : place?.questionId]);

  // The path → the machine (back, forward, a summary's "change" link).
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    const current =
      snapshot.matches('answering') || snapshot.matches('summary')
        ? placeOf(snapshot.value as 'answering' | 'summary', snapshot.context)
        : null;
    if (!pathPlace || !current || samePlace(pathPlace, current)) return;
    actor.send(
      pathPlace === 'summary'
        ? { type: 'form.review' }
        : { type: 'question.show', questionId: pathPlace.questionId },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the path only
  }, [actor, pathPlace === 'summary' ? 'summary' : pathPlace?.questionId]);

  const heading = (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {form.title}
      </Heading>
      {form.description ? <Text color="fg.muted">{form.description}</Text> : null}
    </Stack>
  );

  if (value === 'submitted') {
    return (
      <Stack gap="4">
        {heading}
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('sent.title')}</Alert.Title>
            <Alert.Description>{t('sent.description')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={PATHS.home}>{t('sent.home')}</RouterLink>
        </Link>
      </Stack>
    );
  }

  if (value === 'summary' || value === 'submitting' || value === 'failed') {
    return (
      <Stack gap="4">
        {heading}
        <Heading as="h3" size="md">
          {t('summary.heading')}
        </Heading>
        <Text color="fg.muted">{t('summary.check')}</Text>
        <List.Root variant="plain" gap="3">
          {form.questions.map((question) => (
            <List.Item key={question.id} display="block">
              <Card.Root size="sm" as="article" aria-label={question.label}>
                <Card.Body gap="1">
                  <Text fontWeight="semibold">{question.label}</Text>
                  <AnswerText
                    question={question}
                    value={context.answers[String(question.id)]}
                    formId={form.id}
                  />
                  <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
                    <RouterLink
                      to={pathTo(PATHS.form, {
                        id: form.id,
                        name: slugOf(form.title),
                        questionId: String(question.id),
                      })}
                      aria-label={t('summary.changeLabel', { question: question.label })}
                    >
                      {t('summary.change')}
                    </RouterLink>
                  </Link>
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
        {value === 'failed' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(navigator.onLine ? 'failed.title' : 'failed.offline')}</Alert.Title>
              <Alert.Description>
                {t(errorTextKey(context.failure as CombinedError | undefined))}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            minHeight="11"
            // Offered only where the machine takes it (not while sending, nor once sending failed).
            disabled={!state.can({ type: 'question.back' })}
            onClick={() => actor.send({ type: 'question.back' })}
          >
            {t('back')}
          </Button>
          <Button
            colorPalette="blue"
            minHeight="11"
            loading={value === 'submitting'}
            loadingText={t('sending')}
            onClick={() =>
              actor.send(value === 'failed' ? { type: 'form.retry' } : { type: 'form.submit' })
            }
          >
            {t(value === 'failed' ? 'retry' : 'send')}
          </Button>
        </HStack>
      </Stack>
    );
  }

  const question = context.questions[context.index];
  if (!question) return heading;
  const problemText = context.problem
    ? t(`problem.${context.problem}`, {
        min: question.min,
        max: question.max,
        maxLength: question.maxLength,
      })
    : null;
  const allAnswered = context.questions.every(
    (item) => answerProblem(item, context.answers[String(item.id)]) === null,
  );
  return (
    <Stack gap="4">
      {heading}
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {t('progress', { current: context.index + 1, total: context.questions.length })}
      </Text>
      <Card.Root as="section" aria-label={t('questionLabel', { current: context.index + 1 })}>
        <Card.Body>
          <QuestionField
            key={question.id}
            formId={form.id}
            question={question}
            value={context.answers[String(question.id)]}
            problem={problemText}
            onChange={(answer) => actor.send({ type: 'answer.change', value: answer })}
          />
        </Card.Body>
      </Card.Root>
      <HStack gap="3" wrap="wrap">
        {context.index > 0 ? (
          <Button
            variant="outline"
            minHeight="11"
            onClick={() => actor.send({ type: 'question.back' })}
          >
            {t('back')}
          </Button>
        ) : null}
        <Button
          colorPalette="blue"
          minHeight="11"
          onClick={() => actor.send({ type: 'question.next' })}
        >
          {t(context.index === context.questions.length - 1 ? 'toSummary' : 'next')}
        </Button>
        {allAnswered && context.index < context.questions.length - 1 ? (
          <Button
            variant="ghost"
            minHeight="11"
            onClick={() => actor.send({ type: 'form.review' })}
          >
            {t('backToSummary')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
