import { decideCrewItem } from '../../../machines/crewItemStatus.machine';
import type { Vacancy } from './vacancies.documents';
import { appClock } from '../../lib/clock/clock';

/**
 * What crewItemStatusMachine allows on this position for the caller, with the facts the api fills
 * in the same way (api/routes/crew-items/README.md, Vacancies on crew items): apply needs an open vacancy whose shift has not begun; unapply
 * needs the caller to be its applicant while it is pending.
 */
export function vacancyActions(
  vacancy: Pick<Vacancy, 'status' | 'taken' | 'applied' | 'startsAt'>,
  now: Date = appClock.now(),
) {
  return {
    apply: decideCrewItem(vacancy.status, {
      type: 'crewItem.apply',
      vacancy: true,
      hasPerson: vacancy.taken,
      now: now.toISOString(),
      startsAt: vacancy.startsAt,
    }).allowed,
    unapply: decideCrewItem(vacancy.status, {
      type: 'crewItem.unapply',
      byApplicant: vacancy.applied,
    }).allowed,
  };
}
