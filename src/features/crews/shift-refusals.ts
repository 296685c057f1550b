import { useTranslation } from 'react-i18next';
import type { CrewShiftRefusal } from '../../../machines/crewShift.machine';
import { formatTime } from '../../lib/dates/dates';

// Why the crewShift machine refuses a check-in, check-out or no-show, said with the numbers the
// refusal rests on (its facts: the check-in time, the break, the window, the start) on the venue's
// clock (decision 248): "Checked in at 3:23 AM; a 30-minute break leaves no time before 3:40 AM."
// The rule is the machine's (crewShiftRefusalOf); this only words it.

/** The sentence for a refusal with facts, in the venue's zone; null for one the screen words itself. */
export function useRefusalText(zone: string): (refusal: CrewShiftRefusal | null) => string | null {
  const { t, i18n } = useTranslation('crews');
  const time = (instant: string) => formatTime(instant, i18n.language, zone);
  return (refusal) => {
    switch (refusal?.reason) {
      case 'CREW_BREAK_TOO_LONG':
        return t('refusal.breakTooLong', {
          checkedIn: time(refusal.facts.checkedInAt),
          minutes: refusal.facts.breakMinutes,
          out: time(refusal.facts.at),
        });
      case 'CREW_CHECK_OUT_BEFORE_CHECK_IN':
        return t('refusal.outBeforeIn', { checkedIn: time(refusal.facts.checkedInAt) });
      case 'CREW_TIME_OUT_OF_RANGE':
        return t('refusal.timeOutOfRange', {
          earliest: time(refusal.facts.earliest),
          latest: time(refusal.facts.latest),
        });
      case 'CREW_ITEM_SHIFT_NOT_BEGUN':
        return t('refusal.noShowFrom', { time: time(refusal.facts.startsAt) });
      default:
        return null;
    }
  };
}
