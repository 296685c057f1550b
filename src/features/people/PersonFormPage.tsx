import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { CombinedError } from 'urql';
import { useMutation, useQuery } from 'urql';
import type {
  AdminPersonAccountFragment,
  AdminPersonFormQuery,
  RightPermission,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { errorReason, errorTextKey } from '../../lib/graphql/errors';
import { PATHS, pathTo } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { INVITATION_PALETTE } from './PeoplePage';
import {
  ChangePersonMutation,
  CreatePersonMutation,
  DeactivatePersonMutation,
  InvitePersonMutation,
  PersonFormQuery,
  ReactivatePersonMutation,
} from './people.documents';

const LANGUAGES = ['en', 'de', 'deAt', 'fr', 'es', 'nl', 'cy'] as const;
const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'contactNumber',
  'street',
  'postalCode',
  'city',
  'country',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** An adjustment as the form holds it: '' follows the presets, 'none' withholds the right. */
type AdjustmentChoice = '' | RightPermission | 'none';

interface FormValues extends Record<TextField, string> {
  birthday: string;
  language: string;
  timeZone: string;
  companyId: string;
  functionIds: string[];
  rolePresets: string[];
  adjustments: Record<string, AdjustmentChoice>;
}

function valuesOf(person: AdminPersonAccountFragment | null, companyId: string): FormValues {
  return {
    name: person?.name ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    contactNumber: person?.contactNumber ?? '',
    street: person?.street ?? '',
    postalCode: person?.postalCode ?? '',
    city: person?.city ?? '',
    country: person?.country ?? '',
    birthday: person?.birthday ?? '',
    language: person?.language ?? 'en',
    timeZone: person?.timeZone ?? 'Europe/Amsterdam',
    companyId: person?.company?.id ?? companyId,
    functionIds: person?.functions.map((fn) => fn.id) ?? [],
    // A new contact of a company is its client contact: the client preset to start with.
    rolePresets: person?.rolePresets ?? (companyId ? ['client'] : ['crew']),
    adjustments: Object.fromEntries(
      (person?.rightAdjustments ?? []).map((a) => [
        `${a.resource}.${a.action}`,
        (a.permission ?? 'none') as AdjustmentChoice,
      ]),
    ),
  };
}

/** The fields a person cannot be saved without (marked as required on the form). */
const REQUIRED_FIELDS: ReadonlySet<string> = new Set(['name', 'email']);

/** The api's refused fields (400 details `body.<field>`), by field. */
function fieldErrors(error: CombinedError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const graphQLError of error?.graphQLErrors ?? []) {
    const details = graphQLError.extensions?.['details'];
    if (!Array.isArray(details)) continue;
    for (const detail of details as Array<{ path?: unknown; message?: string }>) {
      const field = String(detail.path ?? '')
        .replace(/^body\./, '')
        .split('.')[0];
      if (field) errors[field] = detail.message ?? '';
    }
  }
  if (errorReason(error) === 'EMAIL_TAKEN') errors['email'] = 'EMAIL_TAKEN';
  return errors;
}

export function NewPersonPage() {
  const [params] = useSearchParams();
  return <PersonForm id={null} companyId={params.get('companyId') ?? ''} />;
}

export function EditPersonPage() {
  const { id = '' } = useParams();
  return <PersonForm key={id} id={id} companyId="" />;
}

/** /admin/people/new and /admin/people/:id: every field of a person, their login and its state. */
function PersonForm({ id, companyId }: { id: string | null; companyId: string }) {
  const { t } = useTranslation('people');
  const [result, reexecute] = useQuery({
    query: PersonFormQuery,
    variables: { id: id ?? '0', existing: id !== null },
  });
  return (
    <Stack gap="4">
      <Link asChild colorPalette="blue" alignSelf="start">
        <RouterLink to={PATHS.adminPeople}>{t('form.back')}</RouterLink>
      </Link>
      <QueryStates
        result={result}
        loading={t('form.loading')}
        error={t('form.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('notFound') }}
        isEmpty={(data) => id !== null && !data.personAccount}
      >
        {(data) => (
          <PersonFormBody
            key={data.personAccount?.id ?? 'new'}
            data={data}
            person={data.personAccount ?? null}
            companyId={companyId}
          />
        )}
      </QueryStates>
    </Stack>
  );
}

function PersonFormBody({
  data,
  person,
  companyId,
}: {
  data: AdminPersonFormQuery;
  person: AdminPersonAccountFragment | null;
  companyId: string;
}) {
  const { t, i18n } = useTranslation('people');
  const toast = useToast();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => valuesOf(person, companyId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [creating, create] = useMutation(CreatePersonMutation);
  const [changing, change] = useMutation(ChangePersonMutation);
  const [inviting, invite] = useMutation(InvitePersonMutation);
  const [deactivating, deactivate] = useMutation(DeactivatePersonMutation);
  const [reactivating, reactivate] = useMutation(ReactivatePersonMutation);
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const toggle = (field: 'functionIds' | 'rolePresets', value: string, on: boolean) =>
    set(field, on ? [...values[field], value] : values[field].filter((entry) => entry !== value));

  // The rights the chosen presets grant (the union, ALL over OWN): what each adjustment changes.
  const presetRights = useMemo(() => {
    const rights = new Map<string, RightPermission>();
    for (const preset of data.rolePresets)
      if (values.rolePresets.includes(preset.name))
        for (const grant of preset.grants) {
          const key = `${grant.resource}.${grant.action}`;
          if (rights.get(key) !== 'ALL') rights.set(key, grant.permission);
        }
    for (const key of Object.keys(values.adjustments)) if (!rights.has(key)) rights.set(key, 'OWN');
    return [...rights.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [data.rolePresets, values.rolePresets, values.adjustments]);
  const granted = (key: string) =>
    data.rolePresets.some(
      (preset) =>
        values.rolePresets.includes(preset.name) &&
        preset.grants.some((grant) => `${grant.resource}.${grant.action}` === key),
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const input = {
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim()])),
      birthday: values.birthday === '' ? null : values.birthday,
      language: values.language,
      timeZone: values.timeZone.trim(),
      companyId: values.companyId === '' ? null : values.companyId,
      functionIds: values.functionIds,
      rolePresets: values.rolePresets,
      rightAdjustments: Object.entries(values.adjustments)
        .filter(([, choice]) => choice !== '')
        .map(([key, choice]) => {
          const [resource = '', action = ''] = key.split('.');
          return {
            resource,
            action,
            permission: choice === 'none' || choice === '' ? null : choice,
          };
        }),
    };
    const answer = person ? await change({ id: person.id, input }) : await create({ input });
    if (answer.error) {
      const refused = fieldErrors(answer.error);
      setErrors(refused);
      if (Object.keys(refused).length === 0)
        toast.show({ message: t(errorTextKey(answer.error)), type: 'error' });
      return;
    }
    toast.show({ message: t('form.saved'), type: 'success' });
    const saved =
      answer.data && 'createPerson' in answer.data ? answer.data.createPerson : undefined;
    if (saved) void navigate(pathTo(PATHS.adminPerson, { id: saved.id }));
  }

  async function act(run: () => Promise<{ error?: CombinedError }>, done: string) {
    const { error } = await run();
    toast.show(
      error
        ? { message: t(errorTextKey(error)), type: 'error' }
        : { message: done, type: 'success' },
    );
  }

  // The api's own message is for developers (English, zod's words): the field says what to do.
  const errorOf = (field: string) => {
    const message = errors[field];
    if (message === undefined) return null;
    if (message === 'EMAIL_TAKEN') return t('common:errors.reasons.EMAIL_TAKEN');
    const value: unknown = Object.entries(values).find(([name]) => name === field)?.[1];
    return REQUIRED_FIELDS.has(field) && typeof value === 'string' && value.trim() === ''
      ? t('form.fieldRequired')
      : t('form.fieldRefused');
  };
  const textField = (field: TextField, type = 'text', required = false) => (
    <Field.Root key={field} required={required} invalid={errors[field] !== undefined}>
      <Field.Label>
        {t(`field.${field}`)}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={field}
        type={type}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
      {errorOf(field) ? <Field.ErrorText>{errorOf(field)}</Field.ErrorText> : null}
    </Field.Root>
  );
  const busy = creating.fetching || changing.fetching;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {person ? person.name : t('form.newTitle')}
        </Text>
        {person ? (
          <Badge colorPalette={INVITATION_PALETTE[person.invitation]} size="lg">
            {t(`invitation.${person.invitation}`)}
          </Badge>
        ) : null}
      </HStack>

      {person ? (
        <Card.Root size="sm" as="section" aria-labelledby="person-login">
          <Card.Body gap="3">
            <Text as="h2" id="person-login" fontWeight="semibold">
              {t('login.title')}
            </Text>
            <Text fontSize="sm">
              {t(`login.explain.${person.invitation}`, {
                at: person.invitedAt ? formatDateTime(person.invitedAt, i18n.language) : '',
                deactivatedAt: person.deactivatedAt
                  ? formatDateTime(person.deactivatedAt, i18n.language)
                  : '',
              })}
            </Text>
            <HStack gap="2" wrap="wrap">
              {person.invitation === 'notInvited' || person.invitation === 'invited' ? (
                <Button
                  colorPalette="blue"
                  loading={inviting.fetching}
                  disabled={!online}
                  onClick={() =>
                    void act(
                      () => invite({ id: person.id }),
                      t('login.invited', { email: person.email }),
                    )
                  }
                >
                  {person.invitation === 'invited' ? t('login.resend') : t('login.invite')}
                </Button>
              ) : null}
              {person.invitation === 'deactivated' ? (
                <Button
                  variant="outline"
                  loading={reactivating.fetching}
                  disabled={!online}
                  onClick={() =>
                    void act(() => reactivate({ id: person.id }), t('login.reactivated'))
                  }
                >
                  {t('login.reactivate')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  colorPalette="red"
                  loading={deactivating.fetching}
                  disabled={!online}
                  onClick={() => setConfirming(true)}
                >
                  {t('login.deactivate')}
                </Button>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : null}
      {confirming && person ? (
        <ConfirmPrompt
          message={t('login.confirmDeactivate', { name: person.name })}
          confirmLabel={t('login.deactivate')}
          cancelLabel={t('form.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void act(() => deactivate({ id: person.id }), t('login.deactivated'));
          }}
        />
      ) : null}

      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="5">
          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" marginBottom="2">
              {t('form.person')}
            </Box>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {textField('name', 'text', REQUIRED_FIELDS.has('name'))}
              {textField('email', 'email', REQUIRED_FIELDS.has('email'))}
              {textField('phone', 'tel')}
              {textField('contactNumber')}
              <Field.Root invalid={errors['birthday'] !== undefined}>
                <Field.Label>{t('field.birthday')}</Field.Label>
                <Input
                  name="birthday"
                  type="date"
                  value={values.birthday}
                  onChange={(event) => set('birthday', event.target.value)}
                />
                {errorOf('birthday') ? (
                  <Field.ErrorText>{errorOf('birthday')}</Field.ErrorText>
                ) : null}
              </Field.Root>
              <Field.Root invalid={errors['language'] !== undefined}>
                <Field.Label>{t('field.language')}</Field.Label>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                  <NativeSelect.Field
                    name="language"
                    value={values.language}
                    onChange={(event) => set('language', event.target.value)}
                  >
                    {LANGUAGES.map((language) => (
                      <option key={language} value={language}>
                        {t(`language.${language}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root invalid={errors['timeZone'] !== undefined}>
                <Field.Label>{t('field.timeZone')}</Field.Label>
                <Input
                  name="timeZone"
                  value={values.timeZone}
                  onChange={(event) => set('timeZone', event.target.value)}
                />
                {errorOf('timeZone') ? (
                  <Field.ErrorText>{errorOf('timeZone')}</Field.ErrorText>
                ) : null}
              </Field.Root>
            </SimpleGrid>
          </Box>

          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" marginBottom="2">
              {t('form.address')}
            </Box>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {textField('street')}
              {textField('postalCode')}
              {textField('city')}
              {textField('country')}
            </SimpleGrid>
          </Box>

          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" marginBottom="2">
              {t('field.functions')}
            </Box>
            {data.functionUsages.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('form.noFunctions')}{' '}
                <Link asChild colorPalette="blue">
                  <RouterLink to={PATHS.adminFunctions}>{t('functions.title')}</RouterLink>
                </Link>
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
                {data.functionUsages.map((fn) => (
                  <CheckOption
                    key={fn.id}
                    checked={values.functionIds.includes(fn.id)}
                    onChange={(on) => toggle('functionIds', fn.id, on)}
                  >
                    {fn.name}
                  </CheckOption>
                ))}
              </SimpleGrid>
            )}
            {errorOf('functionIds') ? (
              <Text fontSize="sm" color="fg.error">
                {errorOf('functionIds')}
              </Text>
            ) : null}
          </Box>

          <Field.Root invalid={errors['companyId'] !== undefined}>
            <Field.Label>{t('field.company')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                name="companyId"
                value={values.companyId}
                onChange={(event) => set('companyId', event.target.value)}
              >
                <option value="">{t('form.noCompany')}</option>
                {data.contactCompanies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('form.companyHint')}</Field.HelperText>
            {errorOf('companyId') ? (
              <Field.ErrorText>{errorOf('companyId')}</Field.ErrorText>
            ) : null}
          </Field.Root>

          <Box as="fieldset">
            <Box as="legend" fontWeight="semibold" marginBottom="2">
              {t('form.presets')}
            </Box>
            <Text fontSize="sm" color="fg.muted" marginBottom="2">
              {t('form.presetsHint')}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
              {data.rolePresets.map((preset) => (
                <CheckOption
                  key={preset.id}
                  checked={values.rolePresets.includes(preset.name)}
                  onChange={(on) => toggle('rolePresets', preset.name, on)}
                >
                  {t(`preset.${preset.name}`, { defaultValue: preset.name })} (
                  {t(`loginType.${preset.loginType}`)})
                </CheckOption>
              ))}
            </SimpleGrid>
            {errorOf('rolePresets') ? (
              <Text fontSize="sm" color="fg.error">
                {errorOf('rolePresets')}
              </Text>
            ) : null}
          </Box>

          <Box as="details" borderWidth="1px" borderRadius="md" padding="3">
            <Box
              as="summary"
              fontWeight="semibold"
              cursor="pointer"
              minHeight="11"
              alignContent="center"
            >
              {t('rights.title', { count: presetRights.length })}
            </Box>
            <Text fontSize="sm" color="fg.muted" marginY="2">
              {t('rights.hint')}
            </Text>
            <Stack gap="2">
              {presetRights.map(([key, permission]) => {
                const selectId = `right-${key}`;
                return (
                  <HStack key={key} justify="space-between" gap="2" wrap="wrap">
                    <Box as="label" fontSize="sm" fontFamily="mono" {...{ htmlFor: selectId }}>
                      {key}
                    </Box>
                    <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="auto" size="sm">
                      <NativeSelect.Field
                        id={selectId}
                        value={values.adjustments[key] ?? ''}
                        onChange={(event) =>
                          set('adjustments', {
                            ...values.adjustments,
                            [key]: event.target.value as AdjustmentChoice,
                          })
                        }
                      >
                        <option value="">
                          {granted(key)
                            ? t('rights.asPreset', { permission: t(`permission.${permission}`) })
                            : t('rights.notGranted')}
                        </option>
                        <option value="ALL">{t('permission.ALL')}</option>
                        <option value="OWN">{t('permission.OWN')}</option>
                        <option value="none">{t('rights.withheld')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </HStack>
                );
              })}
            </Stack>
          </Box>

          <HStack gap="2">
            <Button type="submit" colorPalette="blue" loading={busy} disabled={!online}>
              {person ? t('form.save') : t('form.create')}
            </Button>
            {!online ? (
              <Text fontSize="sm" color="fg.muted">
                {t('offline')}
              </Text>
            ) : null}
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

/** A labelled native checkbox: the whole line is its label, 44 px high for a finger. */
function CheckOption({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <HStack as="label" gap="2" minHeight="11" cursor="pointer">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        style={{ width: '1.25rem', height: '1.25rem' }}
      />
      <Text as="span">{children}</Text>
    </HStack>
  );
}
