import type DataLoader from 'dataloader';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import {
  fetchPlusCrew,
  listDailyRows,
  listMembers,
  listPlusCrews,
  listValueTypes,
  listValues,
  saveDay,
  saveMonthTarget,
} from './plus-crews.upstream';
import type {
  UpstreamPlusCrew,
  UpstreamPlusCrewDailyRow,
  UpstreamPlusCrewDay,
  UpstreamPlusCrewMember,
  UpstreamPlusCrewMonthTarget,
  UpstreamPlusCrewValue,
  UpstreamPlusCrewValueType,
} from './plus-crews.upstream';

export interface PlusCrewsLoaders {
  byNumber: DataLoader<string, UpstreamPlusCrew | null>;
  list(): Promise<UpstreamPlusCrew[]>;
  /** Once per request, whichever fields ask. */
  valueTypes(): Promise<UpstreamPlusCrewValueType[]>;
  values: DataLoader<string, UpstreamPlusCrewValue[]>;
  members: DataLoader<string, UpstreamPlusCrewMember[]>;
  /** One value type's daily rows of a plus crew (by id) in a range; keyed, so each is fetched once. */
  dailyRows(
    plusCrewId: string,
    valueTypeId: string,
    dateFrom: string,
    dateTo: string,
  ): Promise<UpstreamPlusCrewDailyRow[]>;
  saveDay(
    number: string,
    body: { date: string; turnover: number | null; hours: number | null },
    idempotencyKey?: string,
  ): Promise<UpstreamPlusCrewDay>;
  saveMonthTarget(
    number: string,
    body: { month: string; amount: number },
    idempotencyKey?: string,
  ): Promise<UpstreamPlusCrewMonthTarget>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    plusCrews: PlusCrewsLoaders;
  }
}

export const loaders = defineLoaders('plusCrews', (api): PlusCrewsLoaders => {
  const rows = byKey(async (key) => {
    const [plusCrewId, valueTypeId, dateFrom, dateTo] = key.split('|') as [
      string,
      string,
      string,
      string,
    ];
    return (await api.call(listDailyRows, { query: { plusCrewId, valueTypeId, dateFrom, dateTo } }))
      .items;
  });
  const keyHeader = (idempotencyKey?: string) =>
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {};
  return {
    byNumber: byKey((number) => fetchPlusCrew(api, number)),
    list: once(async () => (await api.call(listPlusCrews)).items),
    valueTypes: once(async () => (await api.call(listValueTypes)).items),
    values: byKey(async (number) => (await api.call(listValues, { params: { number } })).items),
    members: byKey(async (number) => (await api.call(listMembers, { params: { number } })).items),
    dailyRows: (plusCrewId, valueTypeId, dateFrom, dateTo) =>
      rows.load([plusCrewId, valueTypeId, dateFrom, dateTo].join('|')),
    saveDay: (number, body, idempotencyKey) =>
      api.call(saveDay, { params: { number }, body, ...keyHeader(idempotencyKey) }),
    saveMonthTarget: (number, body, idempotencyKey) =>
      api.call(saveMonthTarget, { params: { number }, body, ...keyHeader(idempotencyKey) }),
  };
});
