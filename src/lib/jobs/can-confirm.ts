import { crewItemStatusMachine } from '../../../machines/crewItemStatus.machine';
import { canTransition } from '../../../machines/transitions';
import type { CrewItemStatus } from '../../gql/graphql';

/**
 * Whether a job can be confirmed in its status: the machine decides, as in the api and the
 * gateway's "to confirm" filter, so no screen keeps its own idea of "pending means confirmable".
 */
export function canConfirm(status: CrewItemStatus): boolean {
  return canTransition(crewItemStatusMachine, status, { type: 'crewItem.confirm' });
}
