import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { decideCrewItemAction, undoOfCrewItemAction } from '../../../machines/crewItemActions';
import type { CrewItemAction, CrewItemFacts } from '../../../machines/crewItemActions';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { graphql } from '../../gql';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { appClock } from '../../lib/clock/clock';

const ChangeCrewItemStatusMutation = graphql(`
  mutation ChangeCrewItemStatus(
    $id: ID!
    $action: CrewItemAction!
    $reason: String
    $idempotencyKey: String!
  ) {
    changeCrewItemStatus(
      id: $id
      action: $action
      reason: $reason
      idempotencyKey: $idempotencyKey
    ) {
      id
      status
      confirmedAt
      cancelledAt
      checkedIn
      activities {
        id
        from
        to
        action
        at
        reason
        actor {
          id
          caption
        }
      }
    }
  }
`);

/** What an action needs of an item: its id and status, the facts the machine's guards read, a label. */
export type ActionableCrewItem = {
  id: string;
  status: CrewItemStatus;
  startsAt: string;
  person?: { caption: string } | null;
  function: { caption: string };
  /** Checked in at the venue: the machine refuses noShow, so it is not offered. */
  checkedIn?: boolean;
};

/** How long the toast with Undo stays. */
export const UNDO_TOAST_MS = 8000;

export type CrewItemActionOutcome =
  { ok: true; to: CrewItemStatus } | { ok: false; textKey: string; skipped?: boolean };

/** The facts the machine's guards read, from what the screen shows (as the api reads its row). */
export const factsOf = (item: ActionableCrewItem): CrewItemFacts => ({
  hasPerson: item.person != null,
  startsAt: item.startsAt,
  checkedIn: item.checkedIn ?? false,
});

/**
 * The crew item list's and sheet's status actions. Each is decided by crewItemStatusMachine first
 * (decideCrewItemAction, the api's own decision): a refused one is never sent. The screen shows the
 * machine's next status at once (`optimistic`), the api's answer replaces it through the cache, a
 * refusal puts the old status back with the reason's text. A single action's toast offers Undo
 * when the machine has the way back (notNeeded ⇄ reactivate).
 */
export function useCrewItemActions() {
  const { t } = useTranslation('crew-items');
  const toast = useToast();
  const [, change] = useMutation(ChangeCrewItemStatusMutation);
  const [optimistic, setOptimistic] = useState<Readonly<Record<string, CrewItemStatus>>>({});

  const forget = (id: string) =>
    setOptimistic((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });

  /** Sends one action; no toast (the caller words the outcome). */
  const send = useCallback(
    async (
      item: ActionableCrewItem,
      action: CrewItemAction,
      reason?: string,
    ): Promise<CrewItemActionOutcome> => {
      const decision = decideCrewItemAction(
        item.status,
        action,
        factsOf(item),
        appClock.now().toISOString(),
      );
      if (!decision.allowed)
        return { ok: false, skipped: true, textKey: `common:errors.reasons.${decision.reason}` };
      const to = decision.to as CrewItemStatus;
      setOptimistic((current) => ({ ...current, [item.id]: to }));
      const result = await change({
        id: item.id,
        action,
        reason: reason?.trim() ? reason.trim() : null,
        idempotencyKey: crypto.randomUUID(),
      });
      forget(item.id);
      if (result.data?.changeCrewItemStatus)
        return { ok: true, to: result.data.changeCrewItemStatus.status };
      return {
        ok: false,
        textKey: navigator.onLine ? errorTextKey(result.error) : 'crew-items:actions.offline',
      };
    },
    [change],
  );

  const labelOf = (item: ActionableCrewItem) =>
    t('item.label', {
      who: item.person?.caption ?? t('item.open'),
      function: item.function.caption,
    });

  /** One action with its toast; Undo when the machine can take the item back. */
  const run = async (item: ActionableCrewItem, action: CrewItemAction, reason?: string) => {
    const outcome = await send(item, action, reason);
    if (!outcome.ok) {
      toast.show({
        message: t('actions.failed', { item: labelOf(item), reason: t(outcome.textKey) }),
        type: 'error',
      });
      return outcome;
    }
    const undo = undoOfCrewItemAction(
      item.status,
      outcome.to,
      factsOf(item),
      appClock.now().toISOString(),
    );
    const done = t('actions.done', { item: labelOf(item), status: t(`status.${outcome.to}`) });
    if (undo) {
      const moved = { ...item, status: outcome.to };
      toast.show({
        message: `${done} ${t('actions.undo')}`,
        type: 'success',
        time: UNDO_TOAST_MS,
        onClick: () => void run(moved, undo),
      });
    } else toast.show({ message: done, type: 'success' });
    return outcome;
  };

  /**
   * The same action on several items, one after the other, each decided by the machine on its own
   * status: the ones it refuses are skipped, the ones the api refuses are reported by name.
   */
  const runMany = async (items: readonly ActionableCrewItem[], action: CrewItemAction) => {
    const failures: Array<{ item: ActionableCrewItem; label: string; reason: string }> = [];
    let changed = 0;
    for (const item of items) {
      const outcome = await send(item, action);
      if (outcome.ok) changed += 1;
      else failures.push({ item, label: labelOf(item), reason: t(outcome.textKey) });
    }
    toast.show({
      message: t('bulk.done', { count: changed }),
      type: failures.length > 0 ? 'warning' : 'success',
    });
    return { changed, failures };
  };

  return { optimistic, run, runMany };
}
