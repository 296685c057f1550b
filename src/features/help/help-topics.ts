import type { SessionData } from '../../../machines/session.types';

/** The help screen's sections, one per way of using the app (SPEC.md §1). */
export const HELP_TOPICS = [
  'crew',
  'crewChief',
  'planner',
  'client',
  'office',
  'project',
  'plusCrew',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** 'operations' and 'planning' are planners too (the menu's reading of the login types). */
const LOGIN_TYPE_TOPICS: Readonly<Record<string, HelpTopic>> = {
  crew: 'crew',
  client: 'client',
  planner: 'planner',
  operations: 'planner',
  planning: 'planner',
  office: 'office',
};

/**
 * The sections this session reads: a project or plus-crew session its own; a person those of their
 * login types, crew with the crew chief's part (any crew member may lead a shift).
 */
export function helpTopicsFor(
  session: Pick<SessionData, 'type' | 'loginData'> | null,
): HelpTopic[] {
  if (!session) return [];
  if (session.type === 'project') return ['project'];
  if (session.type === 'plusCrew') return ['plusCrew'];
  const topics = new Set<HelpTopic>();
  for (const { caption } of session.loginData.loginTypes) {
    const topic = LOGIN_TYPE_TOPICS[caption.toLowerCase()];
    if (topic) topics.add(topic);
    if (topic === 'crew') topics.add('crewChief');
  }
  return HELP_TOPICS.filter((topic) => topics.has(topic));
}
