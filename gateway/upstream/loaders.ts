import DataLoader from 'dataloader';
import type { ApiClient } from './api-client';
import type {
  UpstreamJob,
  UpstreamJobPage,
  UpstreamPerson,
  UpstreamPlusCrew,
  UpstreamProject,
  UpstreamRights,
  UpstreamTenantSettings,
} from './schemas';

/** Per-token lookups: the request's own token, or the one signIn/refresh just received. */
export interface SessionLoaders {
  userRights(): Promise<UpstreamRights>;
  mailboxUserRights(): Promise<UpstreamRights>;
  tenant(): Promise<UpstreamTenantSettings>;
}

/**
 * Every upstream read of one GraphQL request goes through here, so nothing is fetched twice
 * in one request and independent reads run in parallel (DESIGN.md, Gateway rules). Built per
 * request: the cache never outlives the request, so one caller never sees another's data.
 */
export interface Loaders {
  /** The api client of this request (mutations call it directly: they must not be cached). */
  api: ApiClient;
  jobById: DataLoader<string, UpstreamJob | null>;
  /** Only for a Job without an embedded crewChief (an api from before docs/decisions/017). */
  crewChiefByJobId: DataLoader<string, UpstreamPerson | null>;
  projectByNumber: DataLoader<string, UpstreamProject | null>;
  plusCrewByNumber: DataLoader<string, UpstreamPlusCrew | null>;
  jobs(page: { limit: number; page: number }): Promise<UpstreamJobPage>;
  /** After a mutation changed a job: later reads in this operation see the new state. */
  jobChanged(job: UpstreamJob): void;
  tenantSettings(): Promise<UpstreamTenantSettings>;
  /** Rights and tenant for the request's bearer token. */
  session: SessionLoaders;
  /** Rights and tenant for another token (after signIn or refresh). */
  forToken(token: string): SessionLoaders;
}

/** Memoises a call for the lifetime of the loaders; a failure is kept too (same request). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

function sessionLoaders(api: ApiClient): SessionLoaders {
  return {
    userRights: once(() => api.userRights()),
    mailboxUserRights: once(() => api.mailboxUserRights()),
    tenant: once(() => api.tenant()),
  };
}

/**
 * /api/v1 has no batch endpoints, so each batch fans out into parallel single calls; the
 * DataLoader's value is the per-request cache and the de-duplication of equal keys.
 */
function byKey<V>(load: (key: string) => Promise<V>): DataLoader<string, V> {
  return new DataLoader<string, V>((keys) =>
    Promise.all(keys.map((key) => load(key).catch((error: Error) => error))),
  );
}

export function createLoaders(api: ApiClient): Loaders {
  const pages = new Map<string, Promise<UpstreamJobPage>>();
  const listed = new Map<string, UpstreamJob>();
  const tokens = new Map<string, SessionLoaders>();

  // A job read in a list is the same resource as job(id). Sibling root fields resolve in
  // parallel, so a list may still be in flight when job(id) is batched: wait for the lists of
  // this request first, then fetch only the ids they did not contain.
  const jobById = new DataLoader<string, UpstreamJob | null>(async (ids) => {
    if (pages.size > 0) await Promise.allSettled(pages.values());
    return Promise.all(
      ids.map((id) =>
        listed.has(id) ? (listed.get(id) ?? null) : api.job(id).catch((error: Error) => error),
      ),
    );
  });

  return {
    api,
    jobById,
    crewChiefByJobId: byKey((jobId) => api.jobCrewChief(jobId)),
    projectByNumber: byKey((number) => api.project(number)),
    plusCrewByNumber: byKey((number) => api.plusCrew(number)),
    jobs({ limit, page }) {
      const key = `${limit}:${page}`;
      let pending = pages.get(key);
      if (pending === undefined) {
        pending = api.jobs({ limit, page }).then((answer) => {
          for (const job of answer.items) listed.set(job.id, job);
          return answer;
        });
        pages.set(key, pending);
      }
      return pending;
    },
    jobChanged(job) {
      pages.clear();
      listed.set(job.id, job);
      jobById.clear(job.id).prime(job.id, job);
    },
    tenantSettings: once(() => api.tenantSettings()),
    session: sessionLoaders(api),
    forToken(token) {
      let loaders = tokens.get(token);
      if (loaders === undefined) {
        loaders = sessionLoaders(api.withToken(token));
        tokens.set(token, loaders);
      }
      return loaders;
    },
  };
}
