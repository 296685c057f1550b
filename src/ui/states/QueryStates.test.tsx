import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en.json';
import { QueryStates, type QueryStatesResult } from './QueryStates';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  initAsync: false,
});

function renderStates(result: QueryStatesResult<string[]>, onRetry = vi.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryStates
          result={result}
          loading="Loading crews"
          error="The crews could not be loaded."
          onRetry={onRetry}
          empty={{ message: 'No crews found', description: 'Crews appear here.' }}
          isEmpty={(crews) => crews.length === 0}
        >
          {(crews) => (
            <ul>
              {crews.map((crew) => (
                <li key={crew}>{crew}</li>
              ))}
            </ul>
          )}
        </QueryStates>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return onRetry;
}

function refused(code: string) {
  return { graphQLErrors: [{ extensions: { code } }] };
}

afterEach(() => vi.restoreAllMocks());

describe('QueryStates', () => {
  it('shows a busy region while nothing is loaded yet', () => {
    renderStates({ fetching: true });
    expect(screen.getByRole('status', { name: 'Loading crews' })).toBeTruthy();
  });

  it('shows the data, also while a refetch runs or after it failed', () => {
    renderStates({ fetching: true, data: ['Riggers'], error: refused('INTERNAL') });
    expect(screen.getByText('Riggers')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the area's 'not found' text for no data and for empty data", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderStates({ fetching: false });
    expect(screen.getByRole('heading', { name: 'No crews found' })).toBeTruthy();
  });

  it('says offline that the page is not on this device yet, not that it does not exist', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = renderStates({ fetching: false, data: null });
    expect(screen.getByRole('alert').textContent).toContain(common.states.offlineNotSaved);
    expect(screen.queryByRole('heading', { name: 'No crews found' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: common.states.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text for stored empty data, offline too', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderStates({ fetching: false, data: [] });
    expect(screen.getByRole('heading', { name: 'No crews found' })).toBeTruthy();
    expect(screen.getByText('Crews appear here.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const onRetry = renderStates({ fetching: false, error: refused('INTERNAL') });
    expect(screen.getByRole('alert').textContent).toContain('The crews could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: common.states.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the device is offline instead of blaming the server', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderStates({ fetching: false, error: refused('INTERNAL') });
    expect(screen.getByRole('alert').textContent).toContain(common.states.offline);
  });

  it('says the right is missing, without a retry, when the gateway answers FORBIDDEN', () => {
    renderStates({ fetching: false, error: refused('FORBIDDEN') });
    expect(screen.getByRole('heading', { name: common.errors.codes.FORBIDDEN })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
