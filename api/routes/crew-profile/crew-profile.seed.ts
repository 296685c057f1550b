import { defineDemoSeed } from '../../db/seed/area-seeds';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { persons } from '../../db/core.tables';
import type { DemoCore } from '../../db/seed/core.seed';
import { isoDay } from '../../db/seed/factories';
import { crewItemRatings } from '../../db/tables/crews.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import type { DemoProjects } from '../projects/projects.seed';
import { crewTags, documentBasedSkills, personCrewTags } from './crew-profile.tables';
import { personFunctions } from '../../db/tables/person-functions.tables';

// The crew profiles' demo: functions, tags, document-based skills and ratings for
// crew@ (Alex), chief@ and Mila and Noah; crew@'s profile is public (the profile's switch).

const TAGS = [
  'Speaks German',
  'Own car',
  'Festival experience',
  'Works at height',
  'First aider',
] as const;
type Tag = (typeof TAGS)[number];

export async function seedDemoCrewProfiles(
  core: DemoCore,
  { functionIds }: DemoProjects,
): Promise<void> {
  const { tx, tenantId, now, persons: people } = core;
  const tagIds = {} as Record<Tag, number>;
  for (const name of TAGS) {
    const [row] = await tx
      .insert(crewTags)
      .values({ tenantId, name })
      .returning({ id: crewTags.id });
    if (!row) throw new Error('crew tag insert returned nothing');
    tagIds[name] = row.id;
  }
  const profiles: {
    personId: number;
    functions: [keyof typeof functionIds, number][];
    tags: Tag[];
    skills: [string, string, number | null][];
  }[] = [
    {
      personId: people.crew,
      functions: [
        ['Stagehand', 2019],
        ['Forklift driver', 2021],
        ['Runner', 2018],
      ],
      tags: ['Festival experience', 'Own car', 'Speaks German'],
      skills: [
        ['Forklift licence', 'Forklift certificate, TÜV Nord', 400],
        ['Working at height', 'Harness training certificate', 200],
      ],
    },
    {
      personId: people.chief,
      functions: [
        ['Crew chief', 2016],
        ['Rigger', 2012],
      ],
      tags: ['First aider', 'Works at height', 'Festival experience'],
      skills: [
        ['First aid', 'Red Cross first aid certificate', 300],
        ['Rigging', 'Rigging level 2 diploma', null],
      ],
    },
    {
      personId: people.mila,
      functions: [['Light technician', 2020]],
      tags: ['Works at height'],
      skills: [['Working at height', 'Harness training certificate', 90]],
    },
    {
      personId: people.noah,
      functions: [
        ['Sound technician', 2022],
        ['Stagehand', 2021],
      ],
      tags: ['Own car'],
      skills: [],
    },
  ];
  for (const profile of profiles) {
    for (const [fn, sinceYear] of profile.functions)
      await tx
        .insert(personFunctions)
        .values({ tenantId, personId: profile.personId, functionId: functionIds[fn], sinceYear });
    for (const tag of profile.tags)
      await tx
        .insert(personCrewTags)
        .values({ tenantId, personId: profile.personId, tagId: tagIds[tag] });
    for (const [name, document, days] of profile.skills) {
      await tx.insert(documentBasedSkills).values({
        tenantId,
        personId: profile.personId,
        name,
        document,
        validUntil: days === null ? null : isoDay(now, days),
      });
    }
  }

  // Ratings of their past confirmed jobs that nobody rated yet (the crew chief rates at sign-off).
  const pastJobs = await tx
    .select({
      id: projectCrewItems.id,
      personId: projectCrewItems.personId,
      endsAt: projectCrewItems.endsAt,
    })
    .from(projectCrewItems)
    .leftJoin(crewItemRatings, eq(crewItemRatings.crewItemId, projectCrewItems.id))
    .where(
      and(
        eq(projectCrewItems.tenantId, tenantId),
        inArray(projectCrewItems.personId, [people.crew, people.chief, people.mila, people.noah]),
        eq(projectCrewItems.status, 'confirmed'),
        lt(projectCrewItems.endsAt, now),
      ),
    )
    .orderBy(asc(projectCrewItems.id));
  const scores = [5, 4, 5, 3, 4];
  for (const [index, job] of pastJobs.entries()) {
    await tx
      .insert(crewItemRatings)
      .values({
        tenantId,
        crewItemId: job.id,
        rating: scores[index % scores.length] ?? 4,
        remark: '',
        ratedAt: job.endsAt,
      })
      .onConflictDoNothing();
  }

  // crew@ shows their profile to anyone with the link (/public/crew-profile/{personId}).
  await tx.update(persons).set({ publicProfile: true }).where(eq(persons.id, people.crew));
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'crew-profile',
    after: ['projects', 'sign-off', 'vacancies'],
    run: (core, { resultOf }) => seedDemoCrewProfiles(core, resultOf('projects')),
  }),
];
