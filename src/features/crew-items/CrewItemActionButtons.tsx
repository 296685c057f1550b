import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedCrewItemActions } from '../../../machines/crewItemActions';
import type { CrewItemAction } from '../../../machines/crewItemActions';
import { factsOf } from './useCrewItemActions';
import type { ActionableCrewItem } from './useCrewItemActions';
import { appClock } from '../../lib/clock/clock';

export type CrewItemActionButtonsProps = {
  item: ActionableCrewItem;
  /** Runs one action; resolves when the api answered. */
  onAction: (action: CrewItemAction) => Promise<unknown>;
  /** Names each button after the item (a list holds several), e.g. "Not needed: Mila Bakker, Stagehand". */
  itemLabel?: string;
  size?: 'sm' | 'md';
};

const PALETTE: Record<CrewItemAction, string> = {
  activate: 'green',
  notNeeded: 'gray',
  reactivate: 'blue',
  noShow: 'red',
};

/**
 * The status actions crewItemStatusMachine allows on the item now, and only those: an action it
 * refuses is not offered (the api would answer 409).
 */
export function CrewItemActionButtons({
  item,
  onAction,
  itemLabel,
  size = 'sm',
}: CrewItemActionButtonsProps) {
  const { t } = useTranslation('crew-items');
  const [busy, setBusy] = useState<CrewItemAction | null>(null);
  const actions = allowedCrewItemActions(item.status, factsOf(item), appClock.now().toISOString());
  if (actions.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {actions.map((action) => (
        <Button
          key={action}
          size={size}
          minHeight="11"
          variant={action === 'activate' ? 'solid' : 'outline'}
          colorPalette={PALETTE[action]}
          loading={busy === action}
          disabled={busy !== null}
          aria-label={
            itemLabel
              ? t('actions.labelFor', { action: t(`actions.${action}`), item: itemLabel })
              : undefined
          }
          onClick={() => {
            setBusy(action);
            void onAction(action).finally(() => setBusy(null));
          }}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </HStack>
  );
}
