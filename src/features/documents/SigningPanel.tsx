import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useActor } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { fromPromise } from 'xstate';
import {
  DocumentSigningError,
  documentSigningMachine,
  nextSignatoryOf,
  type DocumentSigningFacts,
  type DocumentSigningInput,
  type SignDocumentInput,
} from '../../../machines/documentSigning.machine';
import { graphql } from '../../gql';
import type { DocumentScreenFieldsFragment } from '../../gql/graphql';
import { errorReason } from '../../lib/graphql/errors';
import type { DrawnSignature } from '../../lib/signature/SignaturePad';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { sameFacts, signingFactsOf } from './document-facts';
import { SignedDownload } from './SignedDownload';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';

// The pad (and signature_pad) load only when a signer may sign: never in the first screen.
const SignaturePad = lazy(async () => ({
  default: (await import('../../lib/signature/SignaturePad')).SignaturePad,
}));

export const SignDocumentMutation = graphql(`
  mutation SignDocument($id: ID!, $input: SignDocumentInput!) {
    signDocument(id: $id, input: $input) {
      ...DocumentScreenFields
    }
  }
`);

type FormValues = Record<string, string>;

/**
 * The signer's part of /documents/{id}, run by machines/documentSigning.machine.ts: the state says
 * what to show (who must sign first, the pad, the failure's reason and a retry, the signed PDF),
 * and `state.can(document.sign …)` with what is drawn enables the sign button — the api asks the
 * same machine and refuses what it refuses.
 */
export function SigningPanel({
  document,
  input,
}: {
  document: DocumentScreenFieldsFragment;
  input: DocumentSigningInput;
}) {
  const { t } = useTranslation('documents');
  const online = useOnlineStatus();
  const [, signDocument] = useMutation(SignDocumentMutation);
  // One key per signature given: a retry (or a repeat after a lost answer) applies once.
  const idempotencyKey = useRef<string | null>(null);
  const documentId = document.id;

  const machine = useMemo(
    () =>
      documentSigningMachine.provide({
        actors: {
          signDocument: fromPromise<DocumentSigningFacts, SignDocumentInput>(
            async ({ input: { payload } }) => {
              idempotencyKey.current ??= crypto.randomUUID();
              const result = await signDocument(
                {
                  id: documentId,
                  input: {
                    signatoryId: payload.signatoryId,
                    signature: payload.signature,
                    rating: payload.rating,
                    formFields: Object.entries(payload.formFields).map(([name, value]) => ({
                      name,
                      value,
                    })),
                    idempotencyKey: idempotencyKey.current,
                  },
                },
                { requestPolicy: 'network-only' },
              );
              const signed = result.data?.signDocument;
              if (signed) {
                idempotencyKey.current = null;
                return signingFactsOf(signed);
              }
              const reason = errorReason(result.error);
              if (reason) throw new DocumentSigningError(reason);
              throw new Error('no answer'); // offline or a server failure: the machine says 'network'
            },
          ),
        },
      }),
    [documentId, signDocument],
  );
  const [state, send] = useActor(machine, { input });

  // Fresh facts from a refetch (someone else signed, or the office declined): the machine decides again.
  const facts = useMemo(() => signingFactsOf(document), [document]);
  useEffect(() => {
    const { value, context } = state;
    if (value === 'signing') return;
    const known = {
      order: context.order,
      declined: context.declined,
      signatories: context.signatories,
    };
    if (!sameFacts(facts, known)) send({ type: 'document.signatureArrived', facts });
    // Only new facts from the server send; the machine's own moves do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [facts]);

  const [signature, setSignature] = useState<DrawnSignature | null>(null);
  const [rating, setRating] = useState<string>('');
  const [values, setValues] = useState<FormValues>({});

  const mySignatory = nextSignatoryOf(state.context) ?? null;
  const signEvent = {
    type: 'document.sign' as const,
    signatoryId: mySignatory?.id ?? document.signatories.find((s) => s.isMine)?.id ?? '',
    signature: signature?.png ?? '',
    rating: rating === '' ? null : Number(rating),
    formFields: values,
  };
  const missingRequired = document.formFields.some(
    (field) => field.required && !values[field.name]?.trim(),
  );
  const canSign = state.can(signEvent) && !missingRequired && online;

  const status = String(state.value);
  if (status === 'notSignatory') return <Text color="fg.muted">{t('sign.notSignatory')}</Text>;
  if (status === 'declined')
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('sign.declined')}</Alert.Title>
      </Alert.Root>
    );
  if (status === 'fullySigned')
    return (
      <Stack gap="3">
        <Text role="status">{t('sign.fullySigned')}</Text>
        {document.signedUrl ? (
          <SignedDownload url={document.signedUrl} title={document.title} />
        ) : null}
      </Stack>
    );
  if (status === 'signedByMe') return <Text role="status">{t('sign.signedByMe')}</Text>;

  const waitingFor = document.signatories
    .filter((signatory) => signatory.status !== 'signed' && !signatory.isMine)
    .filter(
      (signatory) =>
        signatory.position < (document.signatories.find((s) => s.isMine)?.position ?? 0),
    )
    .map((signatory) => signatory.person.caption);
  const editable = status === 'ready';

  return (
    <Stack
      as="form"
      gap="4"
      aria-labelledby="document-sign-heading"
      onSubmit={(event) => event.preventDefault()}
    >
      <Heading as="h2" size="md" id="document-sign-heading">
        {t('sign.heading')}
      </Heading>
      {status === 'waiting' ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            {t('sign.waitingFor', { names: waitingFor.join(', ') })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <Suspense fallback={<Box height="200px" aria-hidden="true" />}>
        <SignaturePad label={t('sign.padLabel')} onChange={setSignature} disabled={!editable} />
      </Suspense>
      {document.ratingAsked ? (
        <Field.Root disabled={!editable}>
          <Field.Label>{t('sign.rating')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={rating}
              onChange={(event) => setRating(event.currentTarget.value)}
            >
              <option value="">{t('sign.noRating')}</option>
              {[1, 2, 3, 4, 5].map((value) => (
                <option key={value} value={String(value)}>
                  {t('sign.ratingValue', { count: value })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      {document.formFields.map((field) => (
        <Field.Root key={field.name} required={field.required} disabled={!editable}>
          {field.kind === 'checkbox' ? (
            <chakra.label display="flex" gap="2" alignItems="center" minH="11">
              <chakra.input
                type="checkbox"
                width="5"
                height="5"
                checked={values[field.name] === 'true'}
                disabled={!editable}
                required={field.required}
                onChange={(event) => {
                  const value = event.currentTarget.checked ? 'true' : '';
                  setValues((v) => ({ ...v, [field.name]: value }));
                }}
              />
              {field.label}
              {field.required ? <Field.RequiredIndicator /> : null}
            </chakra.label>
          ) : (
            <>
              <Field.Label>
                {field.label}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type={field.kind === 'date' ? 'date' : 'text'}
                value={values[field.name] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((v) => ({ ...v, [field.name]: value }));
                }}
              />
            </>
          )}
        </Field.Root>
      ))}
      {status === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('sign.failed')}</Alert.Title>
            <Alert.Description>
              {state.context.error === 'network'
                ? t('sign.failedNetwork')
                : t(`common:errors.reasons.${state.context.error}`)}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {status === 'failed' ? (
        <Button
          colorPalette="blue"
          minH="11"
          disabled={!state.can({ type: 'document.retry' }) || !online}
          onClick={() => send({ type: 'document.retry' })}
        >
          {t('sign.retry')}
        </Button>
      ) : (
        <Button
          type="submit"
          colorPalette="blue"
          minH="11"
          disabled={!canSign}
          loading={status === 'signing'}
          loadingText={t('sign.signing')}
          onClick={() => canSign && send(signEvent)}
        >
          {t('sign.button')}
        </Button>
      )}
      {editable && !canSign ? (
        <Text fontSize="sm" color="fg.muted">
          {!online
            ? t('sign.offline')
            : !signature
              ? t('sign.drawFirst')
              : missingRequired
                ? t('sign.fillRequired')
                : null}
        </Text>
      ) : null}
    </Stack>
  );
}
