import {
  Button,
  Card,
  Field,
  Grid,
  HStack,
  Input,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import {
  CLIENT_NAME_MAX,
  LOCATION_ADDRESS_MAX,
  LOCATION_CITY_MAX,
  ROUTE_NOTES_MAX,
} from '../../../machines/clientRules';
import { PATHS, pathTo } from '../../lib/paths';
import { mapUrl } from '../../lib/profile/map-links';
import { useToast } from '../../lib/toasts/useToast';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import {
  AdminLocationQuery,
  CreateLocationMutation,
  DeleteLocationMutation,
  UpdateLocationMutation,
} from './clients.documents';
import { DeleteAction } from './DeleteAction';
import { EditorsOnly } from './EditorsOnly';
import { locationValues, zoneOptions } from './location-form';
import type { LocationDraft, LocationProblem, LocationValues } from './location-form';
import { refusalText } from './refusals';

type SavedLocation = {
  id: string;
  name: string;
  address: string;
  city: string;
  latitude?: number | null;
  longitude?: number | null;
  routeNotes: string;
  timeZone?: string | null;
  crewCount: number;
};

const EMPTY: LocationDraft = {
  name: '',
  address: '',
  city: '',
  latitude: '',
  longitude: '',
  routeNotes: '',
  timeZone: '',
};

const draftOf = (location: SavedLocation): LocationDraft => ({
  name: location.name,
  address: location.address,
  city: location.city,
  latitude: location.latitude == null ? '' : String(location.latitude),
  longitude: location.longitude == null ? '' : String(location.longitude),
  routeNotes: location.routeNotes,
  timeZone: location.timeZone ?? '',
});

const backLink = (label: string) => (
  <ChakraLink asChild>
    <Link to={pathTo(PATHS.adminLocations)}>{label}</Link>
  </ChakraLink>
);

/** /admin/locations/new (administration EDIT): a new venue, then the list. */
export function LocationNewPage() {
  const { t, i18n } = useTranslation('clients');
  const toast = useToast();
  const navigate = useNavigate();
  const [state, create] = useMutation(CreateLocationMutation);
  return (
    <EditorsOnly>
      <Stack gap="4" maxWidth={{ md: '3xl' }}>
        {backLink(t('locations.back'))}
        <LocationForm
          initial={EMPTY}
          busy={state.fetching}
          submitLabel={t('locations.create')}
          onSubmit={async (input) => {
            const answer = await create({ input });
            if (answer.error || !answer.data) {
              if (answer.error)
                toast.show({ message: refusalText(t, answer.error, i18n.language), type: 'error' });
              return;
            }
            toast.show({ message: t('locations.created', { name: input.name }), type: 'success' });
            navigate(pathTo(PATHS.adminLocation, { id: answer.data.createLocation.id }));
          }}
        />
      </Stack>
    </EditorsOnly>
  );
}

/** /admin/locations/:id (administration): a venue's fields to change, and its delete. */
export function LocationEditPage() {
  const { t, i18n } = useTranslation('clients');
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const [result, reexecute] = useQuery({
    query: AdminLocationQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const [saving, save] = useMutation(UpdateLocationMutation);
  const [deleting, remove] = useMutation(DeleteLocationMutation);
  return (
    <QueryStates
      result={{ ...result, data: result.data?.adminLocation }}
      loading={t('location.loading')}
      error={t('location.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('location.notFound'), action: backLink(t('locations.back')) }}
    >
      {(location) => (
        <Stack gap="4" maxWidth={{ md: '3xl' }}>
          {backLink(t('locations.back'))}
          <Text color="fg.muted">{t('locations.crewCount', { count: location.crewCount })}</Text>
          <LocationForm
            key={location.id}
            initial={draftOf(location)}
            busy={saving.fetching}
            submitLabel={t('location.save')}
            onSubmit={async (input) => {
              const answer = await save({ id: location.id, input });
              if (answer.error) {
                toast.show({ message: refusalText(t, answer.error, i18n.language), type: 'error' });
                return;
              }
              toast.show({ message: t('location.saved'), type: 'success' });
            }}
          />
          <DeleteAction
            label={t('location.delete')}
            question={t('location.deleteQuestion', { name: location.name })}
            confirmLabel={t('location.deleteConfirm')}
            cancelLabel={t('cancel')}
            busy={deleting.fetching}
            onDelete={async () => {
              const answer = await remove({ id: location.id });
              if (answer.error) return refusalText(t, answer.error, i18n.language);
              toast.show({
                message: t('location.deleted', { name: location.name }),
                type: 'success',
              });
              navigate(pathTo(PATHS.adminLocations));
              return null;
            }}
          />
        </Stack>
      )}
    </QueryStates>
  );
}

function LocationForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial: LocationDraft;
  busy: boolean;
  submitLabel: string;
  onSubmit: (input: LocationValues) => Promise<void>;
}) {
  const { t } = useTranslation('clients');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const zones = useMemo(() => zoneOptions(initial.timeZone), [initial.timeZone]);
  const checked = locationValues(draft);
  const point =
    'values' in checked && checked.values.latitude !== null && checked.values.longitude !== null
      ? checked.values
      : null;
  const set = (field: keyof LocationDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    await onSubmit(checked.values);
  }

  const text = (field: 'name' | 'address' | 'city', maxLength: number, autoComplete: string) => (
    <Field.Root required invalid={problem === field}>
      <Field.Label htmlFor={`${id}-${field}`}>{t(`locations.${field}`)}</Field.Label>
      <Input
        id={`${id}-${field}`}
        value={draft[field]}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(event) => set(field)(event.target.value)}
      />
      {problem === field ? (
        <Field.ErrorText>{t(`locations.${field}Missing`)}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );

  const coordinate = (field: 'latitude' | 'longitude') => (
    <Field.Root invalid={problem === field || problem === 'coordinatesTogether'}>
      <Field.Label htmlFor={`${id}-${field}`}>{t(`locations.${field}`)}</Field.Label>
      <Input
        id={`${id}-${field}`}
        inputMode="decimal"
        value={draft[field]}
        placeholder={field === 'latitude' ? '51.8838' : '4.4889'}
        onChange={(event) => set(field)(event.target.value)}
      />
      {problem === field ? (
        <Field.ErrorText>{t(`locations.${field}Invalid`)}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );

  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stack
          as="form"
          gap="4"
          aria-label={t('locations.form')}
          onSubmit={(event) => void submit(event)}
        >
          {text('name', CLIENT_NAME_MAX, 'off')}
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
            {text('address', LOCATION_ADDRESS_MAX, 'street-address')}
            {text('city', LOCATION_CITY_MAX, 'address-level2')}
          </Grid>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" mb="2">
              {t('locations.coordinates')}
            </Text>
            <Grid templateColumns="1fr 1fr" gap="3">
              {coordinate('latitude')}
              {coordinate('longitude')}
            </Grid>
            <Text fontSize="sm" color={problem === 'coordinatesTogether' ? 'fg.error' : 'fg.muted'}>
              {problem === 'coordinatesTogether'
                ? t('locations.coordinatesTogether')
                : t('locations.coordinatesHint')}
            </Text>
            {point ? (
              <ChakraLink
                href={mapUrl('openStreetMap', point)}
                target="_blank"
                rel="noopener noreferrer"
                alignSelf="start"
              >
                {t('locations.mapPreview', {
                  point: `${point.latitude}, ${point.longitude}`,
                })}
              </ChakraLink>
            ) : null}
          </Stack>
          <Field.Root>
            <Field.Label htmlFor={`${id}-timeZone`}>{t('locations.timeZone')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                id={`${id}-timeZone`}
                value={draft.timeZone}
                onChange={(event) => set('timeZone')(event.currentTarget.value)}
              >
                <option value="">{t('locations.tenantZone')}</option>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('locations.timeZoneHint')}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={`${id}-routeNotes`}>{t('locations.routeNotes')}</Field.Label>
            <Textarea
              id={`${id}-routeNotes`}
              value={draft.routeNotes}
              maxLength={ROUTE_NOTES_MAX}
              rows={4}
              onChange={(event) => set('routeNotes')(event.target.value)}
            />
            <Field.HelperText>{t('locations.routeNotesHint')}</Field.HelperText>
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="blue" loading={busy}>
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
