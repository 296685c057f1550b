import {
  Button,
  Drawer,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { drawerSlotRecipe, nativeSelectSlotRecipe } from '../../ui/lazy-recipes';
import { activeFilterCount } from './crew-item-list-params';
import type { CrewItemListParams } from './crew-item-list-params';

type Option = { id: string; caption: string };

export type CrewItemFilterSheetProps = {
  params: CrewItemListParams;
  options: { projects: Option[]; functions: Option[] } | undefined;
  onChange: (next: Partial<CrewItemListParams>) => void;
};

/** The list's filters (dates, project, function, status) in a sheet from the bottom: 360 px first. */
export function CrewItemFilterSheet({ params, options, onChange }: CrewItemFilterSheetProps) {
  const { t } = useTranslation('crew-items');
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(params);
  const select = (
    label: string,
    value: string | null,
    items: Option[],
    key: 'projectId' | 'functionId',
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange({ [key]: event.currentTarget.value || null })}
        >
          <option value="">{t('filters.any')}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.caption}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="bottom"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" flexShrink={0}>
          {count > 0 ? t('filters.buttonWithCount', { count }) : t('filters.button')}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            roundedTop="l3"
            maxHeight="85vh"
            paddingBottom="env(safe-area-inset-bottom, 0px)"
          >
            <Drawer.Header>
              <Drawer.Title>{t('filters.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <HStack gap="3" align="start">
                  <Field.Root>
                    <Field.Label>{t('filters.from')}</Field.Label>
                    <Input
                      type="date"
                      value={params.dateFrom ?? ''}
                      onChange={(event) =>
                        onChange({ dateFrom: event.currentTarget.value || null })
                      }
                    />
                    {params.dateFrom ? null : (
                      <Field.HelperText>{t('filters.fromEmpty')}</Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('filters.to')}</Field.Label>
                    <Input
                      type="date"
                      value={params.dateTo ?? ''}
                      onChange={(event) => onChange({ dateTo: event.currentTarget.value || null })}
                    />
                  </Field.Root>
                </HStack>
                {select(
                  t('filters.project'),
                  params.projectId,
                  options?.projects ?? [],
                  'projectId',
                )}
                {select(
                  t('filters.function'),
                  params.functionId,
                  options?.functions ?? [],
                  'functionId',
                )}
                <Field.Root>
                  <Field.Label>{t('filters.status')}</Field.Label>
                  <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                    <NativeSelect.Field
                      value={params.status ?? ''}
                      onChange={(event) =>
                        onChange({
                          status: (event.currentTarget.value || null) as CrewItemStatus | null,
                        })
                      }
                    >
                      <option value="">{t('filters.any')}</option>
                      {CREW_ITEM_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(`status.${status}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer justifyContent="space-between">
              <Button
                variant="ghost"
                disabled={count === 0}
                onClick={() =>
                  onChange({
                    dateFrom: null,
                    dateTo: null,
                    projectId: null,
                    functionId: null,
                    status: null,
                  })
                }
              >
                {t('filters.clear')}
              </Button>
              <Drawer.ActionTrigger asChild>
                <Button>{t('filters.done')}</Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
