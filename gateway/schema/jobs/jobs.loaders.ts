import DataLoader from 'dataloader';
import { defineLoaders } from '../../upstream/loaders';
import type { UpstreamJob, UpstreamPerson } from '../shared/shared.upstream';
import {
  fetchJob,
  fetchJobChanges,
  fetchJobs,
  fetchProjectManager,
  postChangeAcknowledgement,
  postConfirmation,
} from './jobs.upstream';
import type { UpstreamJobChange, UpstreamJobPage } from './jobs.upstream';

export interface JobsLoaders {
  byId: DataLoader<string, UpstreamJob | null>;
  /** One page, fetched once per request whatever asks for it. */
  page(page: { limit: number; page: number }): Promise<UpstreamJobPage>;
  /** Not cached (a write); later reads in this operation see the confirmed job. */
  confirm(id: string, idempotencyKey: string): Promise<UpstreamJob>;
  /** A job's project manager by job id, batched and cached for the request (null: none or not the caller's). */
  projectManager: DataLoader<string, UpstreamPerson | null>;
  /** The open changes, fetched once per request. */
  changes(): Promise<UpstreamJobChange[]>;
  /** Not cached (a write); a later changes() reads again. */
  acknowledgeChange(jobId: string): Promise<void>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    jobs: JobsLoaders;
  }
}

export const loaders = defineLoaders('jobs', (api): JobsLoaders => {
  const pages = new Map<string, Promise<UpstreamJobPage>>();
  const listed = new Map<string, UpstreamJob>();

  // A job read in a list is the same resource as job(id). Sibling root fields resolve in
  // parallel, so a list may still be in flight when job(id) is batched: wait for the lists of
  // this request first, then fetch only the ids they did not contain.
  const byId = new DataLoader<string, UpstreamJob | null>(async (ids) => {
    if (pages.size > 0) await Promise.allSettled(pages.values());
    return Promise.all(
      ids.map((id) =>
        listed.has(id)
          ? (listed.get(id) ?? null)
          : fetchJob(api, id).catch((error: Error) => error),
      ),
    );
  });

  // The api answers one manager per job; a list of N jobs asking for it is N calls at most, once each.
  const projectManager = new DataLoader<string, UpstreamPerson | null>((ids) =>
    Promise.all(ids.map((id) => fetchProjectManager(api, id).catch((error: Error) => error))),
  );
  let changes: Promise<UpstreamJobChange[]> | undefined;

  return {
    byId,
    projectManager,
    changes() {
      changes ??= fetchJobChanges(api).then((items) => {
        for (const change of items) listed.set(String(change.job.id), change.job);
        return items;
      });
      return changes;
    },
    async acknowledgeChange(jobId) {
      await postChangeAcknowledgement(api, jobId);
      changes = undefined;
    },
    page({ limit, page }) {
      const key = `${limit}:${page}`;
      let pending = pages.get(key);
      if (pending === undefined) {
        pending = fetchJobs(api, { limit, page }).then((answer) => {
          for (const job of answer.items) listed.set(String(job.id), job);
          return answer;
        });
        pages.set(key, pending);
      }
      return pending;
    },
    async confirm(id, idempotencyKey) {
      const job = await postConfirmation(api, id, idempotencyKey);
      pages.clear();
      listed.set(String(job.id), job);
      byId.clear(String(job.id)).prime(String(job.id), job);
      return job;
    },
  };
});
