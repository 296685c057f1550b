import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedByPerson, tenantRef } from '../core.tables';
import { functions } from './projects.tables';

// The functions people can work as: the crew profile shows them, the office's administration of
// people (api/routes/people) sets them.

/** The functions a crew member is planned in (Stagehand, Rigger …), with the year they started in it. */
export const personFunctions = pgTable(
  'person_functions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id, { onDelete: 'cascade' }),
    sinceYear: integer('since_year'),
  },
  (t) => [uniqueIndex('person_functions_person_function').on(t.personId, t.functionId)],
);
