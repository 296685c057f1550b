import { Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CREW_ITEM_STATUSES } from '../../../machines/crewItemStatus.machine';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { FilterSelect, FilterSheet, captionOptions } from '../../ui/FilterSheet';
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
  const count = activeFilterCount(params);
  return (
    <FilterSheet
      labels={{
        button: count > 0 ? t('filters.buttonWithCount', { count }) : t('filters.button'),
        title: t('filters.title'),
        clear: t('filters.clear'),
        done: t('filters.done'),
      }}
      activeCount={count}
      onClear={() =>
        onChange({ dateFrom: null, dateTo: null, projectId: null, functionId: null, status: null })
      }
    >
      <HStack gap="3" align="start">
        <Field.Root>
          <Field.Label>{t('filters.from')}</Field.Label>
          <Input
            type="date"
            value={params.dateFrom ?? ''}
            onChange={(event) => onChange({ dateFrom: event.currentTarget.value || null })}
          />
          {params.dateFrom ? null : <Field.HelperText>{t('filters.fromEmpty')}</Field.HelperText>}
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
      <FilterSelect
        label={t('filters.project')}
        anyLabel={t('filters.any')}
        value={params.projectId}
        options={captionOptions(options?.projects)}
        onChange={(projectId) => onChange({ projectId })}
      />
      <FilterSelect
        label={t('filters.function')}
        anyLabel={t('filters.any')}
        value={params.functionId}
        options={captionOptions(options?.functions)}
        onChange={(functionId) => onChange({ functionId })}
      />
      <FilterSelect<CrewItemStatus>
        label={t('filters.status')}
        anyLabel={t('filters.any')}
        value={params.status}
        options={CREW_ITEM_STATUSES.map((status) => ({
          value: status,
          caption: t(`status.${status}`),
        }))}
        onChange={(status) => onChange({ status })}
      />
    </FilterSheet>
  );
}
