import { useActorRef, useSelector } from '@xstate/react';
import { useClient } from 'urql';
import { fromPromise } from 'xstate';
import {
  plusCrewDashboardMachine,
  type FetchMonthInput,
} from '../../../machines/plusCrewDashboard.machine';
import type { PlusCrewDashboardData } from '../../../machines/plusCrewDashboard.rules';
import { PlusCrewDashboardQuery } from './plus-crews.documents';

/**
 * Runs the plusCrewDashboard machine for one URL: its fetch is the dashboard's one gateway
 * operation (network-only: a month must show what was just entered). A failure rejects with the
 * gateway's error code when there is one (FORBIDDEN, NOT_FOUND…), else the error's message.
 */
export function usePlusCrewDashboard(input: {
  number: string | null;
  date: string | null;
  today: string;
  nonUser: boolean;
}) {
  const client = useClient();
  const actor = useActorRef(
    plusCrewDashboardMachine.provide({
      actors: {
        fetchMonth: fromPromise<PlusCrewDashboardData, FetchMonthInput>(
          async ({ input: { number, date } }) => {
            const result = await client
              .query(PlusCrewDashboardQuery, { number, date }, { requestPolicy: 'network-only' })
              .toPromise();
            if (result.error) {
              const code = result.error.graphQLErrors[0]?.extensions?.code;
              throw new Error(
                typeof code === 'string'
                  ? code
                  : result.error.networkError
                    ? 'NETWORK'
                    : result.error.message,
              );
            }
            // No answer and no error: the offline exchange took a dropped connection for being
            // offline and answered from a cache that does not hold this month. That is a failed
            // fetch ('could not be loaded', or offline), never missing value types.
            const data = result.data;
            if (data?.plusCrewValueTypes == null) throw new Error('NETWORK');
            const plusCrew = data.plusCrew ?? null;
            return {
              plusCrew: plusCrew && {
                id: plusCrew.id,
                number: plusCrew.number,
                name: plusCrew.name,
                beginDate: plusCrew.beginDate ?? null,
                endDate: plusCrew.endDate ?? null,
              },
              valueTypes: data.plusCrewValueTypes,
              values:
                plusCrew?.values.map(({ typeId, date: day, amount }) => ({
                  typeId,
                  date: day,
                  amount,
                })) ?? [],
              turnover: plusCrew?.month.turnover ?? [],
              hours: plusCrew?.month.hours ?? [],
              target: plusCrew?.month.target ?? [],
            };
          },
        ),
      },
    }),
    { input },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  return { state, send: actor.send };
}
