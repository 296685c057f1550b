import { z } from 'zod';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import type { FormsRouteContext } from './forms.access';
import { findForm, listFormsToFill } from './forms.repository';
import { formSchema, formToFillSchema } from './forms.schemas';
import { formNotFound, read, idParams, principalOf, scopeOf } from './forms.access';

// The forms the caller has to fill in, and one form.
export async function formRoutes(api: ApiInstance, { database }: FormsRouteContext): Promise<void> {
  const { db } = database;

  api.get(
    '/formsToFill',
    {
      config: read,
      schema: { response: { 200: z.strictObject({ items: z.array(formToFillSchema) }) } },
    },
    async (request) => {
      if (principalOf(request).personId === null) return { items: [] };
      return { items: await listFormsToFill(db, scopeOf(request)) };
    },
  );

  api.get(
    '/forms/perform/:id',
    { config: read, schema: { params: idParams, response: { 200: formSchema, 404: errorSchema } } },
    async (request) => {
      const form = await findForm(db, scopeOf(request), request.params.id);
      if (!form) throw formNotFound();
      return form;
    },
  );
}
