import { crewItemStatusMachine, type CrewItemStatusEvent } from './crewItemStatus.machine';
import type { MachineModel } from './model-graph';

/** The shift of the model's item, and a clock before and after its start. */
const startsAt = '2026-06-01T08:00:00+00:00';
const before = { now: '2026-05-31T12:00:00+00:00', startsAt };
const after = { now: '2026-06-01T09:00:00+00:00', startsAt };

/**
 * Every action with facts its guard accepts, and with facts it refuses (the traversal takes only
 * what `can` allows, so the refused ones prove the guards keep those transitions out).
 */
export const crewItemStatusModelEvents: CrewItemStatusEvent[] = [
  { type: 'crewItem.create' },
  { type: 'crewItem.update', personChanged: false },
  { type: 'crewItem.update', personChanged: true },
  { type: 'crewItem.confirm' },
  { type: 'crewItem.activate', hasPerson: true },
  { type: 'crewItem.activate', hasPerson: false },
  { type: 'crewItem.notNeeded', ...before },
  { type: 'crewItem.notNeeded', ...after },
  { type: 'crewItem.reactivate', ...before },
  { type: 'crewItem.reactivate', ...after },
  { type: 'crewItem.noShow', hasPerson: true, ...after },
  { type: 'crewItem.noShow', hasPerson: true, ...before },
  { type: 'crewItem.noShow', hasPerson: false, ...after },
  { type: 'crewItem.apply', vacancy: true, hasPerson: false, ...before },
  { type: 'crewItem.apply', vacancy: false, hasPerson: false, ...before },
  { type: 'crewItem.apply', vacancy: true, hasPerson: true, ...before },
  { type: 'crewItem.apply', vacancy: true, hasPerson: false, ...after },
  { type: 'crewItem.unapply', byApplicant: true },
  { type: 'crewItem.unapply', byApplicant: false },
  { type: 'crewItem.arrive' },
];

/** The facts that matter in a path's name: `crewItem.noShow (hasPerson, after start)`. */
export function describeCrewItemEvent(event: CrewItemStatusEvent): string {
  const facts: string[] = [];
  if ('personChanged' in event) facts.push(event.personChanged ? 'another person' : 'same person');
  if ('vacancy' in event) facts.push(event.vacancy ? 'vacancy' : 'no vacancy');
  if ('hasPerson' in event) facts.push(event.hasPerson ? 'has person' : 'no person');
  if ('byApplicant' in event) facts.push(event.byApplicant ? 'by applicant' : 'by someone else');
  if ('now' in event)
    facts.push(
      Date.parse(event.now) >= Date.parse(event.startsAt) ? 'after start' : 'before start',
    );
  return facts.length === 0 ? event.type : `${event.type} (${facts.join(', ')})`;
}

export const crewItemStatusModel: MachineModel<typeof crewItemStatusMachine> = {
  machine: crewItemStatusMachine,
  starts: [{ name: 'a new crew item' }],
  events: crewItemStatusModelEvents,
  describeEvent: (event) => describeCrewItemEvent(event as CrewItemStatusEvent),
};
