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
import type { FormAnswerInput } from '../../gql/graphql';
import { formatDay } from '../dates/dates';
import { errorTextKey } from '../graphql/errors';
import { pathTo, PATHS, slugOf } from '../paths';
import {
  answerInputs,
  draftKey,
  pathSegmentOf,
  readDraft,
  removeDraft,
  writeDraft,
} from './form-draft';
import { isLocalPhotoId, localPhoto } from './local-photos';
import { QuestionField } from './QuestionField';
import { SubmitFormMutation } from './submit-form';

export interface FormFillingProps {
  form: { id: string; title: string; description: string; questions: FormQuestion[] };
  personId: string;
  /** The path's {questionId}: where to be, if the person may be there. */
  pathPlace: FormPlace | null;
  /** What the answers are about (a crew's security check): sent with them, part of the draft's key. */
  context?: { crewId: string; date: string; shift: string };
  /**
   * A form shown inside another screen (the crew's security check): the place is not kept in the
   * path, "change" moves the machine, and the sent screen links to `done`.
   */
  embedded?: { done: { href: string; label: string } };
  /**
   * Where the answers wait when they cannot be sent now (the crew's outbox, src/features/crews/README.md, Photos and security checks in the outbox): offline,
   * with a photo taken offline, or when the connection drops while sending. Photos may then be
   * taken offline too. Without it, an offline send fails and is retried by hand.
   */
  queueOffline?: (submission: QueuedSubmission) => Promise<void>;
}

/** Answers handed to the outbox: the inputs, the send's key and the one photo taken offline. */
export interface QueuedSubmission {
  answers: FormAnswerInput[];
  idempotencyKey: string;
  photo: { questionId: string; blob: Blob } | null;
}

/** The answers with their photo taken offline, or an error when they cannot wait together. */
function queuedSubmission(answers: FormAnswerInput[], idempotencyKey: string): QueuedSubmission {
  const local = answers.filter(
    (answer) => answer.photoId && isLocalPhotoId(Number(answer.photoId)),
  );
  if (local.length > 1) throw new Error('Only one photo taken offline can wait with the answers');
  const [first] = local;
  if (!first) return { answers, idempotencyKey, photo: null };
  const blob = localPhoto(Number(first.photoId));
  if (!blob) throw new Error('The photo taken offline is no longer on this page');
  return { answers, idempotencyKey, photo: { questionId: String(first.questionId), blob } };
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
export function FormFilling({
  form,
  personId,
  pathPlace,
  context: subject,
  embedded,
  queueOffline,
}: FormFillingProps) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const [, submit] = useMutation(SubmitFormMutation);
  const key = draftKey(
    personId,
    subject ? `${form.id}.${subject.crewId}.${subject.date}.${subject.shift}` : form.id,
  );
  const stored = useMemo(() => readDraft(window.localStorage, key), [key]);
  const idempotencyKey = useRef(stored?.idempotencyKey ?? crypto.randomUUID());
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const queueRef = useRef(queueOffline);
  queueRef.current = queueOffline;
  /** True once the answers went to the outbox instead of the server: the sent screen says so. */
  const queued = useRef(false);

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
          const answers = answerInputs(form.questions, input.answers);
          const queue = queueRef.current;
          const toOutbox = async () => {
            await queue?.(queuedSubmission(answers, idempotencyKey.current));
            queued.current = true;
            return null;
          };
          const hasLocalPhoto = answers.some(
            (answer) => answer.photoId && isLocalPhotoId(Number(answer.photoId)),
          );
          if (queue && (!navigator.onLine || hasLocalPhoto)) return toOutbox();
          const result = await submitRef.current(
            {
              formId: form.id,
              answers,
              context: subject ?? null,
              idempotencyKey: idempotencyKey.current,
            },
            { requestPolicy: 'network-only' },
          );
          // No answer: the outbox sends the same key again (applied once if it did arrive).
          if (queue && result.error?.networkError) return toOutbox();
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
  // The paths this screen navigated to itself and the router has not reported yet: when the router
  // reports one, it is an echo, not the user's back or forward (a tap on Back right after the form
  // opened must not be undone by the echo of the first navigation).
  const ownNavigations = useRef<string[]>([]);

  // The machine's place → the path (a new history entry, so the browser's back goes one question back).
  useEffect(() => {
    if (embedded || !place || samePlace(place, latestPathPlace.current)) return;
    const segment = pathSegmentOf(place);
    const to = pathTo(PATHS.form, { id: form.id, name: slugOf(form.title), questionId: segment });
    if (ownNavigations.current.at(-1) !== segment) ownNavigations.current.push(segment);
    navigate(to, { replace: latestPathPlace.current === null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the place only
  }, [place === 'summary' ? 'summary' : place?.questionId]);

  // The path → the machine (back, forward, a summary's "change" link).
  useEffect(() => {
    if (pathPlace) {
      const echo = ownNavigations.current.indexOf(pathSegmentOf(pathPlace));
      if (echo >= 0) {
        ownNavigations.current.splice(0, echo + 1);
        return;
      }
    }
    const snapshot = actor.getSnapshot();
    const current =
      snapshot.matches('answering') || snapshot.matches('summary')
        ? placeOf(snapshot.value as 'answering' | 'summary', snapshot.context)
        : null;
    if (embedded || !pathPlace || !current || samePlace(pathPlace, current)) return;
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
            <Alert.Title>{t(queued.current ? 'sent.queuedTitle' : 'sent.title')}</Alert.Title>
            <Alert.Description>
              {t(queued.current ? 'sent.queuedDescription' : 'sent.description')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={embedded?.done.href ?? PATHS.home}>
            {embedded?.done.label ?? t('sent.home')}
          </RouterLink>
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
                  {embedded ? (
                    <Button
                      variant="plain"
                      colorPalette="blue"
                      minHeight="11"
                      alignSelf="start"
                      paddingX="0"
                      textDecoration="underline"
                      disabled={value !== 'summary'}
                      aria-label={t('summary.changeLabel', { question: question.label })}
                      onClick={() => actor.send({ type: 'question.show', questionId: question.id })}
                    >
                      {t('summary.change')}
                    </Button>
                  ) : (
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
                  )}
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
            keepPhotoOffline={queueOffline !== undefined}
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
