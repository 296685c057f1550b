import { Box, HStack } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { createContext, useContext } from 'react';
import { DayButton as BaseDayButton, DayPicker } from 'react-day-picker';
import type { DayButtonProps, DayPickerLocale } from 'react-day-picker';
import { cy } from 'react-day-picker/locale/cy';
import { de } from 'react-day-picker/locale/de';
import { deAT } from 'react-day-picker/locale/de-AT';
import { enGB } from 'react-day-picker/locale/en-GB';
import { es } from 'react-day-picker/locale/es';
import { fr } from 'react-day-picker/locale/fr';
import { nl } from 'react-day-picker/locale/nl';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { formatLongDay } from '../../lib/dates/dates';
import type { DayState } from './day-states';
import { StateMark } from './StateMark';

const LOCALES: Record<string, DayPickerLocale> = { en: enGB, de, deAt: deAT, es, fr, nl, cy };
/** A day shows this many marks; its label and the day's list below name all of them. */
const MARKS_PER_DAY = 3;

const StatesContext = createContext<ReadonlyMap<string, DayState[]>>(new Map());

/**
 * react-day-picker counts days in the device's zone; the app's days are the profile's (luxon's
 * default zone, decision 092). Dates cross between them by their wall-clock day, never by instant:
 * midnight on 1 November in Amsterdam is still 31 October on a device set to UTC.
 */
const toPickerDate = (day: DateTime) => new Date(day.year, day.month - 1, day.day);
const fromPickerDate = (date: Date) =>
  DateTime.fromObject({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  });
const isoOf = (date: Date) => fromPickerDate(date).toISODate() ?? '';

/** The day's number with up to three state marks under it; the button's label says them all. */
function DayWithStates({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const states = useContext(StatesContext).get(isoOf(day.date)) ?? [];
  return (
    <BaseDayButton day={day} modifiers={modifiers} {...buttonProps}>
      <Box as="span" display="flex" flexDirection="column" alignItems="center" gap="0.5">
        <Box
          as="span"
          fontWeight={modifiers.today ? 'bold' : undefined}
          textDecoration={modifiers.today ? 'underline' : undefined}
        >
          {children}
        </Box>
        <HStack as="span" gap="px" minHeight="3.5">
          {states.slice(0, MARKS_PER_DAY).map((state) => (
            <StateMark key={state} state={state} size="day" />
          ))}
        </HStack>
      </Box>
    </BaseDayButton>
  );
}

export type CalendarMonthProps = {
  month: DateTime;
  onMonthChange: (month: DateTime) => void;
  selected: string;
  onSelect: (day: string) => void;
  states: ReadonlyMap<string, DayState[]>;
};

/** The month grid (react-day-picker): today marked, previous / next month, every day's states. */
export function CalendarMonth({
  month,
  onMonthChange,
  selected,
  onSelect,
  states,
}: CalendarMonthProps) {
  const { t, i18n } = useTranslation('calendar');
  return (
    <StatesContext.Provider value={states}>
      <Box
        display="flex"
        justifyContent="center"
        css={{
          '--rdp-accent-color': 'var(--chakra-colors-blue-700)',
          '--rdp-accent-background-color': 'var(--chakra-colors-blue-50)',
          '--rdp-today-color': 'var(--chakra-colors-fg)',
          '--rdp-day-width': '2.75rem',
          '--rdp-day-height': '3.25rem',
          '--rdp-day_button-width': '2.625rem',
          '--rdp-day_button-height': '3.125rem',
          '--rdp-day_button-border-radius': '0.5rem',
          '--rdp-outside-opacity': '0.6',
          '& .rdp-day_button': { flexDirection: 'column' },
          '& .rdp-outside .rdp-day_button': { color: 'var(--chakra-colors-fg-muted)' },
        }}
      >
        <DayPicker
          mode="single"
          required
          month={toPickerDate(month)}
          onMonthChange={(date) => onMonthChange(fromPickerDate(date).startOf('month'))}
          selected={toPickerDate(DateTime.fromISO(selected))}
          today={toPickerDate(DateTime.now())}
          onSelect={(date) => onSelect(isoOf(date))}
          weekStartsOn={1}
          fixedWeeks
          showOutsideDays
          locale={LOCALES[i18n.language] ?? enGB}
          components={{ DayButton: DayWithStates }}
          labels={{
            labelNext: () => t('nextMonth'),
            labelPrevious: () => t('previousMonth'),
            labelDayButton: (date, modifiers) => {
              const parts = [formatLongDay(isoOf(date), i18n.language)];
              if (modifiers.today) parts.push(t('today'));
              for (const state of states.get(isoOf(date)) ?? []) parts.push(t(`states.${state}`));
              return parts.join(', ');
            },
          }}
        />
      </Box>
    </StatesContext.Provider>
  );
}
