import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { mapUrl } from '../../lib/profile/map-links';
import { useMapService } from '../../lib/profile/viewer-preferences';
import { QueryStates } from '../../ui/states/QueryStates';
import { BackToCrew, CrewShiftScreen } from './CrewShiftScreen';
import { LocationQuery } from './crews.documents';

interface Place {
  caption: string;
  address?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  routeNotes: string;
}

/** A location: address, a map link in the profile's map service, the route notes. */
export function LocationDetails({ location }: { location: Place }) {
  const { t } = useTranslation('crews');
  const mapService = useMapService();
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {location.caption}
      </Heading>
      {location.address || location.city ? (
        <Text>{[location.address, location.city].filter(Boolean).join(', ')}</Text>
      ) : null}
      <Link
        href={mapUrl(mapService, location)}
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="blue"
        minHeight="11"
        alignSelf="start"
      >
        {t('location.openInMaps')}
      </Link>
      <Stack gap="1">
        <Heading as="h3" size="md">
          {t('location.routeNotes')}
        </Heading>
        <Text whiteSpace="pre-line">{location.routeNotes || t('location.noRouteNotes')}</Text>
      </Stack>
    </Stack>
  );
}

/** /crews/{id}/crew-chief-location: the crew's location. */
export function CrewChiefLocationPage() {
  const { t } = useTranslation('crews');
  return (
    <CrewShiftScreen>
      {({ shift }) => (
        <Stack gap="4">
          {shift.location ? (
            <LocationDetails location={shift.location} />
          ) : (
            <Text>{t('noLocation')}</Text>
          )}
          <BackToCrew id={shift.id} />
        </Stack>
      )}
    </CrewShiftScreen>
  );
}

/** /locations/{id}: a location the caller may see (a crew there, or projects READ ALL). */
export function LocationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('crews');
  const [result, reexecute] = useQuery({ query: LocationQuery, variables: { id } });
  return (
    <QueryStates
      result={{ ...result, data: result.data?.location }}
      loading={t('location.loading')}
      loadingRows={1}
      error={t('location.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('location.notFound') }}
    >
      {(location) => <LocationDetails location={location} />}
    </QueryStates>
  );
}
