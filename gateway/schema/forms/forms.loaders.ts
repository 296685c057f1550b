import type { FormAnswers } from '../../../machines/formAnswers';
import { orNull } from '../../upstream/api-client';
import { byKey, defineLoaders, once } from '../../upstream/loaders';
import { getForm, listFormsToFill, postFormResult } from './forms.upstream';
import type { UpstreamForm, UpstreamFormResult, UpstreamFormToFill } from './forms.upstream';

export interface FormResultContext {
  crewId?: number;
  date?: string;
  shift?: string;
}

export interface FormsLoaders {
  /** A form by id (null when the api says 404), each fetched once per request. */
  byId: { load(id: string): Promise<UpstreamForm | null> };
  /** The caller's forms to fill in, fetched once per request. */
  toFill(): Promise<UpstreamFormToFill[]>;
  /** A write: never cached. */
  submit(
    formId: string,
    answers: FormAnswers,
    context: FormResultContext | undefined,
    idempotencyKey: string,
  ): Promise<UpstreamFormResult>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    forms: FormsLoaders;
  }
}

export const loaders = defineLoaders('forms', (api): FormsLoaders => ({
  byId: byKey((id: string) => orNull(api.call(getForm, { params: { id } }))),
  toFill: once(async () => (await api.call(listFormsToFill, {})).items),
  submit: (formId, answers, context, idempotencyKey) =>
    api.call(postFormResult, {
      body: { formId: Number(formId), answers, ...(context ? { context } : {}) },
      headers: { 'idempotency-key': idempotencyKey },
    }),
}));
