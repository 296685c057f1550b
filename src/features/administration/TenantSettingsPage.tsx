import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  COLOR_CODE,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  MOBILE_THEMES,
  TENANT_IMAGE_KINDS,
  TENANT_IMAGE_MAX_BYTES,
  TENANT_LANGUAGE_NAMES,
  TENANT_NAME_MAX,
} from '../../../machines/tenantSettings.rules';
import type { TenantImageKind } from '../../../machines/tenantSettings.rules';
import type { AdminSettingsPageQuery as SettingsData } from '../../gql/graphql';
import { errorTextKey, textKeyOf } from '../../lib/graphql/errors';
import { PictureError, uploadPicture } from '../../lib/pictures/picture-upload';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { LoginScreenFrame } from '../../lib/tenant/LoginScreenFrame';
import { useToast } from '../../lib/toasts/useToast';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '../../ui/lazy-recipes';
import { EmptyState } from '../../ui/states/EmptyState';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import {
  AdminSettingsPageQuery,
  RemoveTenantImageMutation,
  UpdateTenantSettingsMutation,
} from './administration.documents';

type Settings = SettingsData['tenantSettings'];

/** The form's fields, as typed (the pictures have their own buttons). */
type Draft = {
  name: string;
  defaultLanguage: string;
  useUserLanguage: boolean;
  mobileTheme: string;
  backgroundColorCode: string;
  metaHostName: string;
  metaDescription: string;
};

type DraftProblem = Partial<Record<keyof Draft, string>>;

const URL_FIELD = { logo: 'logoUrl', background: 'backgroundUrl', favicon: 'faviconUrl' } as const;

function draftOf(settings: Settings): Draft {
  return {
    name: settings.name,
    defaultLanguage: settings.defaultLanguage,
    useUserLanguage: settings.useUserLanguage,
    mobileTheme: settings.mobileTheme ?? 'red',
    backgroundColorCode: settings.backgroundColorCode ?? '',
    metaHostName: settings.metaHostName ?? '',
    metaDescription: settings.metaDescription ?? '',
  };
}

/** The rules of machines/tenantSettings.rules.ts, as the api applies them: a message key per field. */
function problemsOf(draft: Draft): DraftProblem {
  const problems: DraftProblem = {};
  const name = draft.name.trim();
  if (name === '') problems.name = 'settings.problems.nameRequired';
  else if (name.length > TENANT_NAME_MAX) problems.name = 'settings.problems.tooLong';
  const colour = draft.backgroundColorCode.trim();
  if (colour !== '' && !COLOR_CODE.test(colour))
    problems.backgroundColorCode = 'settings.problems.colour';
  if (draft.metaHostName.trim().length > META_TITLE_MAX)
    problems.metaHostName = 'settings.problems.tooLong';
  if (draft.metaDescription.trim().length > META_DESCRIPTION_MAX)
    problems.metaDescription = 'settings.problems.tooLong';
  return problems;
}

/** /admin/settings: the tenant's settings, with its login screen as it will look. */
export function TenantSettingsPage() {
  const { t } = useTranslation('administration');
  const [result, reexecute] = useQuery({ query: AdminSettingsPageQuery });
  const { session } = useSession();
  if (!hasAction(session?.userRights ?? {}, 'administration', 'EDIT'))
    return <EmptyState message={t('noAccess')} state="forbidden" />;
  return (
    <QueryStates
      result={result}
      loading={t('settings.loading')}
      error={t('settings.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('settings.error') }}
    >
      {(data) => (
        <SettingsForm
          // The draft is kept across a refetch (after a save or an upload): it is what was saved.
          settings={data.tenantSettings}
          refetch={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
    </QueryStates>
  );
}

function SettingsForm({ settings, refetch }: { settings: Settings; refetch: () => void }) {
  const { t } = useTranslation('administration');
  const toast = useToast();
  const online = useOnlineStatus();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [submitted, setSubmitted] = useState(false);
  const [{ fetching: saving }, save] = useMutation(UpdateTenantSettingsMutation);
  const problems = problemsOf(draft);
  const shown = submitted ? problems : {};
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    const { error } = await save({
      input: {
        name: draft.name.trim(),
        defaultLanguage: draft.defaultLanguage,
        useUserLanguage: draft.useUserLanguage,
        mobileTheme: draft.mobileTheme,
        backgroundColorCode: draft.backgroundColorCode.trim() || null,
        metaHostName: draft.metaHostName.trim() || null,
        metaDescription: draft.metaDescription.trim() || null,
      },
    });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    toast.show({ message: t('settings.saved'), type: 'success' });
    refetch();
  }

  const colour = draft.backgroundColorCode.trim();
  const branding = {
    name: draft.name.trim() || settings.name,
    mobileTheme: draft.mobileTheme,
    backgroundColorCode: COLOR_CODE.test(colour) ? colour : null,
    logoUrl: settings.logoUrl ?? null,
    backgroundUrl: settings.backgroundUrl ?? null,
    faviconUrl: settings.faviconUrl ?? null,
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="6">
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="settings-form">
          <Stack gap="4">
            <Heading as="h2" size="md" id="settings-form">
              {t('settings.formTitle')}
            </Heading>
            <Field.Root required invalid={Boolean(shown.name)}>
              <Field.Label>{t('settings.fields.name')}</Field.Label>
              <Input
                value={draft.name}
                maxLength={TENANT_NAME_MAX}
                onChange={(event) => set('name', event.currentTarget.value)}
              />
              {shown.name ? (
                <Field.ErrorText>{t(shown.name, { max: TENANT_NAME_MAX })}</Field.ErrorText>
              ) : null}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('settings.fields.defaultLanguage')}</Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field
                  value={draft.defaultLanguage}
                  onChange={(event) => set('defaultLanguage', event.currentTarget.value)}
                >
                  {/* A name the tenant stored that is none of ours stays selectable until changed. */}
                  {(TENANT_LANGUAGE_NAMES as readonly string[]).includes(
                    settings.defaultLanguage,
                  ) ? null : (
                    <option value={settings.defaultLanguage}>{settings.defaultLanguage}</option>
                  )}
                  {TENANT_LANGUAGE_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {t(`settings.languages.${name}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Switch.Root
              recipe={switchSlotRecipe}
              checked={draft.useUserLanguage}
              onCheckedChange={(details) => set('useUserLanguage', details.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('settings.fields.useUserLanguage')}</Switch.Label>
            </Switch.Root>
            <Field.Root>
              <Field.Label>{t('settings.fields.mobileTheme')}</Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field
                  value={draft.mobileTheme}
                  onChange={(event) => set('mobileTheme', event.currentTarget.value)}
                >
                  {MOBILE_THEMES.map((theme) => (
                    <option key={theme} value={theme}>
                      {t(`settings.themes.${theme}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root invalid={Boolean(shown.backgroundColorCode)}>
              <Field.Label>{t('settings.fields.backgroundColorCode')}</Field.Label>
              <HStack width="full" gap="2">
                <Input
                  value={draft.backgroundColorCode}
                  placeholder="#1a202c"
                  maxLength={7}
                  fontFamily="mono"
                  onChange={(event) => set('backgroundColorCode', event.currentTarget.value)}
                />
                <input
                  type="color"
                  aria-label={t('settings.fields.colourPicker')}
                  value={COLOR_CODE.test(colour) ? colour : '#ffffff'}
                  onChange={(event) => set('backgroundColorCode', event.currentTarget.value)}
                  style={{ width: '2.75rem', height: '2.75rem', flexShrink: 0 }}
                />
              </HStack>
              {shown.backgroundColorCode ? (
                <Field.ErrorText>{t(shown.backgroundColorCode)}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('settings.help.colour')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(shown.metaHostName)}>
              <Field.Label>{t('settings.fields.metaHostName')}</Field.Label>
              <Input
                value={draft.metaHostName}
                maxLength={META_TITLE_MAX}
                onChange={(event) => set('metaHostName', event.currentTarget.value)}
              />
              {shown.metaHostName ? (
                <Field.ErrorText>{t(shown.metaHostName, { max: META_TITLE_MAX })}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('settings.help.metaHostName')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(shown.metaDescription)}>
              <Field.Label>{t('settings.fields.metaDescription')}</Field.Label>
              <Textarea
                value={draft.metaDescription}
                maxLength={META_DESCRIPTION_MAX}
                rows={3}
                onChange={(event) =>
                  set('metaDescription', event.currentTarget.value.replace(/[\r\n]+/g, ' '))
                }
              />
              {shown.metaDescription ? (
                <Field.ErrorText>
                  {t(shown.metaDescription, { max: META_DESCRIPTION_MAX })}
                </Field.ErrorText>
              ) : null}
            </Field.Root>
            {!online ? (
              <Text
                role="status"
                fontSize="sm"
                bg="bg.muted"
                paddingX="3"
                paddingY="2"
                rounded="l2"
              >
                {t('settings.offline')}
              </Text>
            ) : null}
            <Button type="submit" alignSelf="start" loading={saving} disabled={!online}>
              {t('settings.save')}
            </Button>
          </Stack>
        </form>
        <Stack gap="3" as="section" aria-labelledby="settings-images">
          <Heading as="h2" size="md" id="settings-images">
            {t('settings.images.title')}
          </Heading>
          {TENANT_IMAGE_KINDS.map((kind) => (
            <ImageField
              key={kind}
              kind={kind}
              url={settings[URL_FIELD[kind]] ?? null}
              onChanged={refetch}
            />
          ))}
        </Stack>
      </Stack>
      <Stack
        gap="2"
        as="section"
        aria-labelledby="settings-preview"
        position={{ lg: 'sticky' }}
        top={{ lg: '4' }}
      >
        <Heading as="h2" size="md" id="settings-preview">
          {t('settings.preview.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('settings.preview.tab', { title: draft.metaHostName.trim() || branding.name })}
        </Text>
        <Box borderWidth="1px" rounded="l3" overflow="hidden">
          <LoginScreenFrame branding={branding} fallbackName={branding.name} preview>
            <Stack gap="3" aria-hidden="true">
              <Heading as="p" size="lg">
                {t('settings.preview.signIn')}
              </Heading>
              <Box height="10" rounded="l2" borderWidth="1px" bg="bg" />
              <Box height="10" rounded="l2" borderWidth="1px" bg="bg" />
              <Button size="lg" tabIndex={-1} pointerEvents="none">
                {t('settings.preview.signIn')}
              </Button>
            </Stack>
          </LoginScreenFrame>
        </Box>
      </Stack>
    </SimpleGrid>
  );
}

/** One of the tenant's pictures: what it is now, an upload (checked here and by the api) and removing it. */
function ImageField({
  kind,
  url,
  onChanged,
}: {
  kind: TenantImageKind;
  url: string | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation('administration');
  const { session } = useSession();
  const online = useOnlineStatus();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching: removing }, remove] = useMutation(RemoveTenantImageMutation);
  const label = t(`settings.images.${kind}`);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    // Checked again by the api, by the content: this only spares a useless upload.
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) {
      setProblem(t('common:errors.reasons.TENANT_IMAGE_NOT_AN_IMAGE'));
      return;
    }
    if (file.size > TENANT_IMAGE_MAX_BYTES[kind]) {
      setProblem(
        t('settings.images.tooLarge', { size: Math.round(TENANT_IMAGE_MAX_BYTES[kind] / 1024) }),
      );
      return;
    }
    setBusy(true);
    try {
      await uploadPicture(
        `/api/v1/tenantSettings/images/${kind}`,
        file,
        session?.token ?? null,
        () => {},
        file.name,
      );
      onChanged();
    } catch (error) {
      const reason = error instanceof PictureError ? error.reason : undefined;
      setProblem(
        error instanceof PictureError && error.problem === 'tooLarge'
          ? t('settings.images.tooLarge', { size: Math.round(TENANT_IMAGE_MAX_BYTES[kind] / 1024) })
          : error instanceof PictureError && error.problem === 'network'
            ? t('settings.offline')
            : t(textKeyOf(reason as Parameters<typeof textKeyOf>[0])),
      );
    } finally {
      setBusy(false);
    }
  }

  async function removeImage() {
    const { error } = await remove({ kind });
    if (error) setProblem(t(errorTextKey(error)));
    else onChanged();
  }

  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <HStack gap="3" align="center" wrap="wrap">
          <Box
            width="16"
            height="16"
            rounded="l2"
            borderWidth="1px"
            bg="bg.muted"
            display="flex"
            alignItems="center"
            justifyContent="center"
            flexShrink={0}
          >
            {url ? (
              <Image
                src={url}
                alt={t('settings.images.current', { image: label })}
                maxWidth="16"
                maxHeight="16"
                objectFit="contain"
              />
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {t('settings.images.none')}
              </Text>
            )}
          </Box>
          <Stack gap="1" flex="1" minWidth="40">
            <Text fontWeight="semibold">{label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`settings.images.${kind}Help`, {
                size: Math.round(TENANT_IMAGE_MAX_BYTES[kind] / 1024),
              })}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <input
            ref={inputRef}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            aria-label={t('settings.images.upload', { image: label })}
            onChange={(event) => void choose(event)}
          />
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            disabled={!online}
            onClick={() => inputRef.current?.click()}
          >
            {t('settings.images.upload', { image: label })}
          </Button>
          {url ? (
            <Button
              size="sm"
              variant="ghost"
              loading={removing}
              disabled={!online}
              onClick={() => void removeImage()}
            >
              {t('settings.images.remove', { image: label })}
            </Button>
          ) : null}
        </HStack>
        {problem ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
