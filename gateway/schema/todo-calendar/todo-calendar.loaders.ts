import { defineLoaders, once } from '../../upstream/loaders';
import { listActivities, listActivityTypes, markDone, markOpen } from './todo-calendar.upstream';
import type { UpstreamActivityType, UpstreamToDo } from './todo-calendar.upstream';

/** SPEC.md §7: the lists are asked with limit 1000, page 1. */
const ONE_PAGE = { limit: 1000, page: 1 } as const;

export interface ToDoCalendarLoaders {
  /** The to-dos due in the period and the open ones due before it, once per period per request. */
  period(dueFrom: string, dueTo: string): Promise<UpstreamToDo[]>;
  /** The open to-dos due on the day or before it, once per day per request. */
  due(today: string): Promise<UpstreamToDo[]>;
  types(): Promise<UpstreamActivityType[]>;
  /** Writes: never cached. */
  setDone(id: string, done: boolean): Promise<UpstreamToDo>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    toDoCalendar: ToDoCalendarLoaders;
  }
}

export const loaders = defineLoaders('toDoCalendar', (api): ToDoCalendarLoaders => {
  const periods = new Map<string, Promise<UpstreamToDo[]>>();
  const dues = new Map<string, Promise<UpstreamToDo[]>>();
  return {
    due: (today) => {
      let pending = dues.get(today);
      if (!pending) {
        const query = {
          ...ONE_PAGE,
          dueFrom: today,
          dueTo: today,
          includeOverdue: 'true',
          done: 'false',
        };
        pending = api.call(listActivities, { query }).then((page) => page.items);
        dues.set(today, pending);
      }
      return pending;
    },
    period: (dueFrom, dueTo) => {
      const key = `${dueFrom}/${dueTo}`;
      let pending = periods.get(key);
      if (!pending) {
        pending = api
          .call(listActivities, { query: { ...ONE_PAGE, dueFrom, dueTo, includeOverdue: 'true' } })
          .then((page) => page.items);
        periods.set(key, pending);
      }
      return pending;
    },
    types: once(async () => (await api.call(listActivityTypes, { query: ONE_PAGE })).items),
    setDone: (id, done) => api.call(done ? markDone : markOpen, { params: { id } }),
  };
});
