import { AppProviders } from './app/providers/AppProviders';
import { LoadFailedScreen } from './app/pages/LoadFailedScreen';
import { LoadingScreen } from './app/pages/LoadingScreen';
import { routes } from './app/router';
import { AppRouter, type AppHistory } from './lib/routing/AppRouter';

export function App({ history }: { history: AppHistory }) {
  return (
    <AppProviders>
      <AppRouter
        history={history}
        routes={routes}
        fallback={<LoadingScreen />}
        failed={<LoadFailedScreen />}
      />
    </AppProviders>
  );
}
