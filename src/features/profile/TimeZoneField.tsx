import { Combobox, Field, Portal, useFilter, useListCollection } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { comboboxSlotRecipe } from '../../ui/lazy-recipes';
import { timeZoneItems } from './time-zones';
import type { TimeZoneItem } from './time-zones';

/** The reasons a list opens without the person having typed: it then starts empty and whole. */
const OPENED_TO_SEARCH = new Set(['input-click', 'trigger-click', 'arrow-key']);

/**
 * The profile's time zone: a combobox over the platform's few hundred IANA zones, each with its
 * offset now ('Europe/London (GMT+0)'). Typing filters by any part of the name ('lond', 'amst',
 * 'new y', 'gmt+9'), the arrow keys move through what is left and Enter takes it. Only a listed
 * zone can be chosen: leaving the field with a half-typed name puts the chosen zone back.
 */
export function TimeZoneField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (zone: string) => void;
}) {
  const { t } = useTranslation('profile');
  // The offsets at the moment the profile opened (luxon's clock, which tests pin), the zone of
  // the profile among them even where the platform does not list it.
  const [items] = useState(() => timeZoneItems(value, DateTime.now()));
  const labelOf = (zone: string) => items.find((item) => item.value === zone)?.label ?? zone;
  const [inputValue, setInputValue] = useState(() => labelOf(value));
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection<TimeZoneItem>({
    initialItems: items,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
    filter: contains,
  });

  function search(text: string) {
    setInputValue(text);
    filter(text);
  }

  return (
    <Field.Root disabled={disabled}>
      <Combobox.Root
        recipe={comboboxSlotRecipe}
        collection={collection}
        value={[value]}
        inputValue={inputValue}
        disabled={disabled}
        openOnClick
        // The few hundred options are rendered only while the list is open, not with the page.
        lazyMount
        unmountOnExit
        inputBehavior="autohighlight"
        onInputValueChange={(details) => {
          if (details.reason !== 'input-change') {
            // The chosen zone's name, written back on a choice or when the list closes.
            setInputValue(details.inputValue);
            return;
          }
          // Typed after the chosen zone's name (the caret was behind it): only the typing counts.
          const shown = labelOf(value);
          const typed =
            details.inputValue.startsWith(shown) && details.inputValue.length > shown.length
              ? details.inputValue.slice(shown.length)
              : details.inputValue;
          search(typed);
        }}
        onOpenChange={(details) => {
          // Opened by a tap, the arrow button or the arrow keys: an empty search over the whole
          // list, the chosen zone marked in it; closing writes the chosen zone's name back.
          if (details.open && details.reason !== undefined && OPENED_TO_SEARCH.has(details.reason))
            search('');
          // Closed without a choice (Escape, a tap elsewhere, Tab): the chosen zone's name again.
          if (!details.open && details.reason !== 'item-select') {
            setInputValue(labelOf(value));
            filter('');
          }
        }}
        onValueChange={(details) => {
          const [zone] = details.value;
          if (zone !== undefined && zone !== value) onChange(zone);
        }}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>{t('settings.timeZone')}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={t('settings.timeZoneSearch')} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={t('settings.timeZoneShowAll')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxHeight="min(60vh, 22rem)">
              <Combobox.Empty>{t('settings.timeZoneNone')}</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value} minHeight="11">
                  {item.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      <Field.HelperText>{t('settings.timeZoneHint')}</Field.HelperText>
    </Field.Root>
  );
}
