import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day } from '../../db/columns';
import { ownedByPerson, tenantRef } from '../../db/core.tables';

// The crew profile area (SPEC.md §7 /crewMember/{id}/crewFunctions, /crewTags, /documentBasedSkills;
// ratings are the crews area's crew_item_ratings). What the office records about a crew member's
// trade: the functions they work in, tags, and the skills a document proves (api/routes/crew-profile/README.md, The profile's tables).

/** A tenant's tags for crew members ("Speaks German", "Own car", "Festival experience"). */
export const crewTags = pgTable(
  'crew_tags',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('crew_tags_tenant_name').on(t.tenantId, t.name)],
);

/** The tags a crew member carries. */
export const personCrewTags = pgTable(
  'person_crew_tags',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => crewTags.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('person_crew_tags_person_tag').on(t.personId, t.tagId)],
);

/** A skill a document proves (a forklift licence, a first aid certificate), valid until a day or for good. */
export const documentBasedSkills = pgTable(
  'document_based_skills',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    personId: ownedByPerson(),
    name: text('name').notNull(),
    /** What proves it (the certificate's name and issuer), shown next to the skill. */
    document: text('document').notNull(),
    validUntil: day('valid_until'),
  },
  (t) => [index('document_based_skills_person').on(t.tenantId, t.personId)],
);
