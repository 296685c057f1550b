import type { z } from 'zod';
import { itemsOf } from '../../../api/lib/response.schemas';
import {
  formResultSchema,
  formSchema,
  formToFillSchema,
} from '../../../api/routes/forms/forms.schemas';
import { upstreamOperation } from '../../upstream/api-client';

// The forms area's /api/v1 endpoints, parsed with the api's own schemas (api/routes/forms).

export { formResultSchema, formSchema, formToFillSchema };
export type UpstreamForm = z.output<typeof formSchema>;
export type UpstreamFormToFill = z.output<typeof formToFillSchema>;
export type UpstreamFormResult = z.output<typeof formResultSchema>;

export const getForm = upstreamOperation('GET', '/forms/perform/{id}', formSchema);
export const listFormsToFill = upstreamOperation('GET', '/formsToFill', itemsOf(formToFillSchema));
export const postFormResult = upstreamOperation('POST', '/formResults/perform', formResultSchema);
