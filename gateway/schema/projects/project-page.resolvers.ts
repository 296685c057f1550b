import type { ProjectResolvers, Resolvers } from '../../generated/resolvers-types';
import { countsAsPlanned, isFilled } from '../../../machines/projectPage.types';
import type { UpstreamProject } from '../shared/shared.upstream';
import type { ProjectCostBody, ProjectCrewRow, ProjectProfile } from './project-page.upstream';

// The project page's fields on Project. The profile fields come with the project
// (GET /projects/{number}); crews and bookedCrew share one crews call per project and request;
// the cost is its own call (rateCards READ: without it the api's 403 is FORBIDDEN here).

/** A profile field of GET /projects/{number}; a Project from elsewhere (a job's) does not carry it: null. */
function profileField<K extends 'comment' | 'rateCard' | 'cateringType' | 'locations'>(key: K) {
  return (parent: UpstreamProject): NonNullable<ProjectProfile[K]> | null =>
    key in parent ? ((parent as ProjectProfile)[key] ?? null) : null;
}

/** A crew's rows grouped by function and time, in the order the api sorted them (function name, start). */
export function shiftFunctions(crew: ProjectCrewRow) {
  const groups = new Map<
    string,
    {
      function: ProjectCrewRow['items'][number]['function'];
      startsAt: string;
      endsAt: string;
      amount: number;
      filled: number;
      open: number;
    }
  >();
  for (const item of crew.items) {
    if (!countsAsPlanned(item.status)) continue;
    const key = `${item.function.id} ${item.startsAt} ${item.endsAt}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        function: item.function,
        startsAt: item.startsAt,
        endsAt: item.endsAt,
        amount: 0,
        filled: 0,
        open: 0,
      };
      groups.set(key, group);
    }
    group.amount += 1;
    if (isFilled(item.status, item.person !== null)) group.filled += 1;
    else group.open += 1;
  }
  return [...groups.values()];
}

const amounts = ({
  plannedMinutes,
  workedMinutes,
  plannedCents,
  workedCents,
  unratedPlannedMinutes,
  unratedWorkedMinutes,
}: ProjectCostBody['total']) => ({
  plannedMinutes,
  workedMinutes,
  plannedCents,
  workedCents,
  unratedPlannedMinutes,
  unratedWorkedMinutes,
});

const crews: NonNullable<ProjectResolvers['crews']> = async (parent, _args, { loaders }) =>
  (await loaders.projects.crewsOf.load(String(parent.id))).map((crew) => ({
    ...crew,
    functions: shiftFunctions(crew),
  }));

const bookedCrew: NonNullable<ProjectResolvers['bookedCrew']> = async (
  parent,
  _args,
  { loaders },
) => {
  const rows = await loaders.projects.crewsOf.load(String(parent.id));
  return rows
    .flatMap((crew) =>
      crew.items.flatMap((item) =>
        item.person === null
          ? []
          : [
              {
                id: item.id,
                person: item.person,
                function: item.function,
                status: item.status,
                startsAt: item.startsAt,
                endsAt: item.endsAt,
                timeZone: crew.timeZone,
                crew: { id: crew.id, caption: crew.caption },
              },
            ],
      ),
    )
    .sort(
      (a, b) =>
        a.function.caption.localeCompare(b.function.caption) ||
        a.startsAt.localeCompare(b.startsAt) ||
        a.person.caption.localeCompare(b.person.caption),
    );
};

/** The project's card as a RateCard (project-lists): the api's caption is the card's name. */
const rateCard: NonNullable<ProjectResolvers['rateCard']> = (parent) => {
  const card = profileField('rateCard')(parent);
  return card ? { id: card.id, name: card.caption, currency: card.currency } : null;
};

const cost: NonNullable<ProjectResolvers['cost']> = async (parent, { timeZone }, { loaders }) => {
  const body = await loaders.projects.costOf.load(`${parent.id} ${timeZone ?? 'Europe/Amsterdam'}`);
  return {
    rateCardCaption: body.rateCard?.caption ?? null,
    currency: body.currency,
    timeZone: body.timeZone,
    rows: body.rows.map((row) => ({
      day: row.day,
      function: row.function,
      hourlyRateCents: row.hourlyRateCents,
      amounts: amounts(row),
    })),
    byFunction: body.byFunction.map((row) => ({
      function: row.function,
      hourlyRateCents: row.hourlyRateCents,
      amounts: amounts(row),
    })),
    byDay: body.byDay.map((row) => ({ day: row.day, amounts: amounts(row) })),
    total: amounts(body.total),
  };
};

export const projectPageResolvers: Resolvers = {
  Project: {
    comment: profileField('comment'),
    rateCard,
    cateringType: profileField('cateringType'),
    locations: profileField('locations'),
    crews,
    bookedCrew,
    cost,
  },
};
