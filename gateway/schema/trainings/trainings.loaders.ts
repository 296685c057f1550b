import { defineLoaders, once } from '../../upstream/loaders';
import { fetchTrainings, registerTraining, unregisterTraining } from './trainings.upstream';
import type { UpstreamTraining } from './trainings.upstream';

export interface TrainingsLoaders {
  /** The caller's trainings, fetched once per request. */
  list(): Promise<UpstreamTraining[]>;
  /** Writes: never cached. */
  register(id: string): Promise<UpstreamTraining>;
  unregister(id: string): Promise<UpstreamTraining>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    trainings: TrainingsLoaders;
  }
}

export const loaders = defineLoaders('trainings', (api): TrainingsLoaders => ({
  list: once(() => fetchTrainings(api)),
  register: (id) => api.call(registerTraining, { params: { id } }),
  unregister: (id) => api.call(unregisterTraining, { params: { id } }),
}));
