import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';

/** The badge colour of each crew item status. */
export const CREW_ITEM_STATUS_PALETTE: Record<CrewItemStatus, string> = {
  pending: 'orange',
  confirmed: 'green',
  notNeeded: 'gray',
  noShow: 'red',
  cancelled: 'gray',
};
