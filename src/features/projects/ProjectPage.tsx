import { Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PROJECT_VIEWS } from '../../../machines/projectPage.types';
import type { ProjectView } from '../../../machines/projectPage.types';
import { ProfileView } from './ProjectProfileView';
import { ShiftsView } from './ProjectShiftsView';
import { CrewView } from './ProjectCrewView';
import { CostView } from './ProjectCostView';
import { useProjectPageRights } from './project-page-frame';

// /projects/{number}: the project's profile, shifts, crew and cost, one GraphQL
// operation per view (src/features/projects/README.md, The project page's views). The views switch with real links (?view=…), so a view can be
// shared and survives a reload; the cost view exists only with rateCards READ.

/** The view in the URL; the profile when none, an unknown one, or the cost without the right. */
export function viewOf(search: URLSearchParams, canSeeCost: boolean): ProjectView {
  const asked = search.get('view');
  const view = PROJECT_VIEWS.find((name) => name === asked) ?? 'profile';
  return view === 'cost' && !canSeeCost ? 'profile' : view;
}

export function ProjectPage() {
  const [search] = useSearchParams();
  const rights = useProjectPageRights();
  const view = viewOf(search, rights.canSeeCost);
  const views = PROJECT_VIEWS.filter((name) => name !== 'cost' || rights.canSeeCost);
  return (
    <Stack gap="4">
      {view === 'profile' ? <ProfileView views={views} /> : null}
      {view === 'shifts' ? <ShiftsView views={views} /> : null}
      {view === 'crew' ? <CrewView views={views} /> : null}
      {view === 'cost' ? <CostView views={views} /> : null}
    </Stack>
  );
}
