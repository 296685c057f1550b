import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { venueNoteOf } from './venue-time';
import type { VenueShift } from './venue-time';

export type VenueTimeNoteProps = {
  /** Every shift whose times the screen shows, each with its venue's zone. */
  shifts: readonly VenueShift[];
};

/**
 * Says once on a screen that its shift times are the venue's when the venue's clock is not the
 * person's own (their profile's zone), e.g. "Times at the venue, CET"; renders nothing otherwise.
 */
export function VenueTimeNote({ shifts }: VenueTimeNoteProps) {
  const { t, i18n } = useTranslation('common');
  const note = venueNoteOf(shifts, i18n.language);
  if (note.kind === 'none') return null;
  return (
    <Text role="note" fontSize="sm" color="fg.muted">
      {note.kind === 'zone' ? t('venueTime.note', { zone: note.zone }) : t('venueTime.mixed')}
    </Text>
  );
}
