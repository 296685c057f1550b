import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Table,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { crewShiftRefusal } from '../../../machines/crewShift.machine';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import { graphql } from '../../gql';
import type { SignOffPageQuery } from '../../gql/graphql';
import { formatDateTime, formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { PATHS } from '../../lib/paths';
import type { DrawnSignature } from '../../lib/signature/SignaturePad';
import { tableSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { dateTimeOf } from './sign-off-actions';
import { crewShiftCan, signOffInputOf, withPendingEvents } from './sign-off-facts';
import { eventOf, useVenueActions, venueOutcomeTextKey } from './venue-actions';
import type { SignOffAction } from './venue-actions';
import { appClock } from '../../lib/clock/clock';

// The pad (and signature_pad) load only on this screen's own chunk.
const SignaturePad = lazy(async () => ({
  default: (await import('../../lib/signature/SignaturePad')).SignaturePad,
}));

const SignOffPageQueryDocument = graphql(`
  query SignOffPage($id: ID!) {
    crewShift(id: $id) {
      id
      caption
      startsAt
      endsAt
      timeZone
      role
      state
      project {
        id
        number
        name
      }
      members {
        id
        person {
          id
          caption
        }
        function {
          id
          caption
        }
        startsAt
        plannedBreakMinutes
        attendance
        checkedInAt
        checkedOutAt
        breakMinutes
        workedHours
      }
      signOff {
        signerName
        rating
        remark
        signedAt
        signatureUrl
      }
      deliveryNote {
        kind
        releasedAt
      }
      crewChiefSheet {
        kind
        releasedAt
      }
    }
  }
`);

type Shift = NonNullable<SignOffPageQuery['crewShift']>;

const hoursFormat = (language: string, hours: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hours,
  );

/** Each member's hours as the client signs them: function, in, out, break, hours, and the total. */
export function SignOffHours({ shift }: { shift: Shift }) {
  const { t, i18n } = useTranslation('crews');
  const language = i18n.language;
  const total = shift.members.reduce((sum, member) => sum + (member.workedHours ?? 0), 0);
  // The venue's clock (decision 248), as on the delivery note the client is given.
  const time = (at: string | null | undefined) =>
    at ? formatTime(at, language, shift.timeZone) : '–';
  return (
    <Box overflowX="auto">
      <VenueTimeNote shifts={[shift]} />
      <Table.Root recipe={tableSlotRecipe} size="sm" aria-labelledby="sign-off-hours">
        <Table.Caption
          id="sign-off-hours"
          textAlign="start"
          captionSide="top"
          fontWeight="semibold"
        >
          {t('signOff.hours')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('signOff.member')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('signOff.in')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('signOff.out')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('signOff.break')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('signOff.workedHours')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shift.members.map((member) => (
            <Table.Row key={member.id} data-testid="sign-off-member">
              <Table.Cell>
                <Text>{member.person?.caption ?? '–'}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {member.attendance === 'noShow' ? t('signOff.noShow') : member.function.caption}
                </Text>
              </Table.Cell>
              <Table.Cell>{time(member.checkedInAt)}</Table.Cell>
              <Table.Cell>{time(member.checkedOutAt)}</Table.Cell>
              <Table.Cell textAlign="end">
                {member.workedHours === null || member.workedHours === undefined
                  ? '–'
                  : member.breakMinutes}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {member.workedHours === null || member.workedHours === undefined
                  ? '–'
                  : hoursFormat(language, member.workedHours)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell colSpan={4} fontWeight="semibold">
              {t('signOff.total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" data-testid="sign-off-total">
              {hoursFormat(language, total)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** An optional 1–5 star rating as a radio group (keyboard: arrows move, the fieldset names it). */
export function StarRating({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('crews');
  return (
    <chakra.fieldset disabled={disabled} border="0" p="0" m="0">
      <chakra.legend fontWeight="medium" mb="1">
        {t('signOff.rating')}
      </chakra.legend>
      <HStack gap="1" wrap="wrap">
        {[1, 2, 3, 4, 5].map((stars) => (
          <chakra.label
            key={stars}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="11"
            minH="11"
            cursor="pointer"
            fontSize="2xl"
            color={value !== null && stars <= value ? 'orange.500' : 'fg.muted'}
          >
            <chakra.input
              type="radio"
              name="sign-off-rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              position="absolute"
              opacity="0"
              width="1px"
              height="1px"
              _focusVisible={{ outline: 'none' }}
              aria-label={t('signOff.stars', { count: stars })}
            />
            <span aria-hidden="true">{value !== null && stars <= value ? '★' : '☆'}</span>
          </chakra.label>
        ))}
        <chakra.label display="inline-flex" alignItems="center" gap="2" minH="11" cursor="pointer">
          <chakra.input
            type="radio"
            name="sign-off-rating"
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
          />
          {t('signOff.noRating')}
        </chakra.label>
      </HStack>
    </chakra.fieldset>
  );
}

type Sending = { status: 'idle' | 'sending' } | { status: 'failed'; message: string };

function SignOffForm({ shift, onSigned }: { shift: Shift; onSigned: () => void }) {
  const { t } = useTranslation('crews');
  const { t: tCommon } = useTranslation();
  const { send, pending } = useVenueActions(shift.id);
  const online = useOnlineStatus();
  const [signature, setSignature] = useState<DrawnSignature | null>(null);
  const [signerName, setSignerName] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  // One key per sign-off given: a retry after a lost answer applies once.
  const idempotencyKey = useRef<string | null>(null);

  const input = withPendingEvents(signOffInputOf(shift), pending.map(eventOf));
  const queued = pending.some((action) => action.kind === 'signOff');
  const event: CrewShiftEvent = {
    type: 'crew.signOff',
    signerName,
    signature: signature?.png ?? '',
    rating,
    remark,
    signedAt: dateTimeOf(appClock.now()),
  };
  // What the machine says of the crew as it is (before anything is drawn): the reason it cannot be signed yet.
  const blocked = crewShiftRefusal(input, {
    ...event,
    signerName: 'x',
    signature: 'x',
    rating: null,
  });
  const canSign = crewShiftCan(input, event) && sending.status !== 'sending';

  const submit = async () => {
    if (!canSign) return;
    idempotencyKey.current ??= crypto.randomUUID();
    setSending({ status: 'sending' });
    // Through venue-actions (the outbox's transport), with the same key on every retry.
    const action: SignOffAction = {
      kind: 'signOff',
      crewId: shift.id,
      idempotencyKey: idempotencyKey.current,
      variables: {
        input: {
          signerName: signerName.trim(),
          signature: event.signature,
          rating,
          remark: remark.trim(),
          signedAt: event.signedAt,
        },
      },
    };
    const outcome = await send(action);
    if (outcome.kind === 'applied') {
      idempotencyKey.current = null;
      setSending({ status: 'idle' });
      onSigned();
      return;
    }
    // Offline the sign-off waits in the outbox (it is pending now): nothing failed.
    if (outcome.kind === 'offline') {
      setSending({ status: 'idle' });
      return;
    }
    setSending({
      status: 'failed',
      message: !online ? t('signOff.offline') : tCommon(venueOutcomeTextKey(outcome)),
    });
  };

  if (queued)
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('signOff.queued')}</Alert.Title>
      </Alert.Root>
    );

  return (
    <Stack
      as="form"
      gap="4"
      aria-labelledby="sign-off-heading"
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        void submit();
      }}
    >
      <Heading as="h2" size="md" id="sign-off-heading">
        {t('signOff.heading')}
      </Heading>
      {blocked ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{tCommon(`errors.reasons.${blocked}`)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t('signOff.confirmText')}
      </Text>
      <Suspense fallback={<Box height="160px" aria-hidden="true" />}>
        <SignaturePad
          label={t('signOff.padLabel')}
          onChange={setSignature}
          disabled={blocked !== null}
        />
      </Suspense>
      <Field.Root required disabled={blocked !== null}>
        <Field.Label>
          {t('signOff.signerName')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={signerName}
          autoComplete="name"
          maxLength={200}
          onChange={(change) => setSignerName(change.currentTarget.value)}
        />
      </Field.Root>
      <StarRating value={rating} onChange={setRating} disabled={blocked !== null} />
      <Field.Root disabled={blocked !== null}>
        <Field.Label>{t('signOff.remark')}</Field.Label>
        <Textarea
          value={remark}
          maxLength={2000}
          onChange={(change) => setRemark(change.currentTarget.value)}
        />
      </Field.Root>
      {sending.status === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{sending.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button
        type="submit"
        colorPalette="blue"
        minH="11"
        disabled={!canSign}
        loading={sending.status === 'sending'}
        loadingText={t('signOff.sending')}
      >
        {t('signOff.submit')}
      </Button>
    </Stack>
  );
}

function SignedOff({ shift }: { shift: Shift }) {
  const { t, i18n } = useTranslation('crews');
  const signOff = shift.signOff;
  if (!signOff) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="signed-off-heading">
      <Heading as="h2" size="md" id="signed-off-heading">
        {t('signOff.signedHeading')}
      </Heading>
      <Text role="status">
        {t('signOff.signedBy', {
          name: signOff.signerName,
          when: formatDateTime(signOff.signedAt, i18n.language),
        })}
      </Text>
      {signOff.rating ? <Text>{t('signOff.ratedWith', { count: signOff.rating })}</Text> : null}
      {signOff.remark ? <Text whiteSpace="pre-wrap">{signOff.remark}</Text> : null}
      <Link
        href={PATHS.crewDeliveryNote.replace(':id', encodeURIComponent(shift.id))}
        colorPalette="blue"
        minH="11"
        display="inline-flex"
        alignItems="center"
      >
        {t('signOff.toDeliveryNote')}
      </Link>
    </Stack>
  );
}

/** /crews/{id}/sign-off: the client's contact signs the crew's hours on the crew chief's phone. */
export function SignOffPage() {
  const { t } = useTranslation('crews');
  const { id = '' } = useParams();
  const [result, reexecute] = useQuery({ query: SignOffPageQueryDocument, variables: { id } });
  return (
    <QueryStates
      result={result}
      loading={t('signOff.loading')}
      error={t('signOff.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('signOff.notFound'), description: t('signOff.notFoundDescription') }}
      isEmpty={(data) => !data.crewShift}
    >
      {(data) => {
        const shift = data.crewShift;
        if (!shift) return null;
        return (
          <Stack gap="6">
            <Stack gap="0">
              <Heading as="h2" size="lg">
                {shift.caption}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {shift.project.number} · {shift.project.name}
              </Text>
            </Stack>
            <SignOffHours shift={shift} />
            {shift.signOff ? (
              <SignedOff shift={shift} />
            ) : shift.role === 'reader' ? (
              <Text color="fg.muted">{t('signOff.readOnly')}</Text>
            ) : (
              <SignOffForm
                shift={shift}
                onSigned={() => reexecute({ requestPolicy: 'network-only' })}
              />
            )}
          </Stack>
        );
      }}
    </QueryStates>
  );
}
