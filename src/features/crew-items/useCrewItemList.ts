import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { useLiveRefetch } from '../../lib/live/useLiveRefetch';
import { graphql } from '../../gql';
import type { CrewItemListQuery as CrewItemListData } from '../../gql/graphql';
import { minuteUtc, writeCrewItemListParams } from './crew-item-list-params';
import type { CrewItemListParams } from './crew-item-list-params';

/** Crew items a page: a phone's screen twice over. */
export const CREW_ITEMS_PAGE_SIZE = 20;

const CrewItemListQuery = graphql(`
  query CrewItemList(
    $filter: CrewItemFilter
    $limit: Int
    $page: Int
    $withOptions: Boolean! = true
  ) {
    crewItems(filter: $filter, limit: $limit, page: $page) {
      total
      page
      limit
      items {
        id
        status
        startsAt
        endsAt
        timeZone
        vacancy
        checkedIn
        person {
          id
          caption
        }
        function {
          id
          caption
        }
        project {
          id
          caption
        }
      }
    }
    crewItemFilterOptions @include(if: $withOptions) {
      projects {
        id
        caption
      }
      functions {
        id
        caption
      }
    }
  }
`);

export type ListedCrewItem = CrewItemListData['crewItems']['items'][number];
export type CrewItemFilterOptionsData = NonNullable<CrewItemListData['crewItemFilterOptions']>;

/**
 * The moment the default list asks about (`endsAfter`, api/routes/crew-items/README.md, Running shifts first): now down to the minute, taken
 * when the filters change and kept while they stay, across re-renders and pages. A moment taken on
 * every render would change the query's variables, and so urql's cache key, each minute: a click
 * after a minute boundary would load the list again, and paging could skip a shift that ended in
 * between. A new view of the list (other filters) asks about a new now.
 */
function useListMoment(filters: string): string {
  const [moment, setMoment] = useState(() => ({ filters, at: minuteUtc() }));
  if (moment.filters === filters) return moment.at;
  // Adjusting state while rendering (React's pattern for state derived from props): React renders
  // again at once with it, before anything is committed or sent.
  const next = { filters, at: minuteUtc() };
  setMoment(next);
  return next.at;
}

/**
 * The crew item list's one query, re-read live when a crew item the caller may see changes
 * (useLiveRefetch); `refresh` loads it again from the network on demand.
 */
export function useCrewItemList(params: CrewItemListParams, search: string) {
  // The filter options come with the first list only (as the projects list, api/routes/projects/README.md, The projects list at scale): a filter
  // or page change is one api call; the list the screen opened with asks again, so going back to it
  // is answered from the cache as it was.
  const [options, setOptions] = useState<CrewItemFilterOptionsData>();
  const openedWith = useRef(search);
  const moment = useListMoment(
    writeCrewItemListParams({ ...params, page: 1, item: null }).toString(),
  );
  const [result, reexecute] = useQuery({
    query: CrewItemListQuery,
    variables: {
      filter: {
        // No day to start from: what is running now and what comes, not what began today (UTC).
        ...(params.dateFrom === null ? { endsAfter: moment } : { dateFrom: params.dateFrom }),
        dateTo: params.dateTo,
        projectId: params.projectId,
        functionId: params.functionId,
        status: params.status,
      },
      limit: CREW_ITEMS_PAGE_SIZE,
      page: params.page,
      withOptions: options === undefined || search === openedWith.current,
    },
  });
  const loaded = result.data?.crewItemFilterOptions;
  useEffect(() => {
    if (loaded) setOptions(loaded);
  }, [loaded]);
  // Someone else's change to a crew item the caller may see re-reads the page.
  useLiveRefetch(reexecute);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  return { result, refresh, options: loaded ?? options };
}
