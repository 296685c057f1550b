import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import common from '../../i18n/locales/en.json';
import de from '../../i18n/locales/de.json';
import { createTestI18n } from '../../lib/testing/test-providers';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundPage } from './NotFoundPage';
import { UnbuiltPage } from './UnbuiltPage';

function renderPage(page: ReactElement, language: 'en' | 'de' = 'en') {
  const i18n = createTestI18n({ common: language === 'en' ? common : de }, language);
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/nowhere']}>{page}</MemoryRouter>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

describe('NotFoundPage', () => {
  it("is titled 'Not found' and links home", () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home screen' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('speaks the user language', () => {
    renderPage(<NotFoundPage />, 'de');
    expect(screen.getByRole('heading', { name: 'Nicht gefunden' })).toBeTruthy();
  });
});

describe('UnbuiltPage', () => {
  it('says the part is not available yet and links home', () => {
    renderPage(<UnbuiltPage />);
    expect(screen.getByText('This part of Crew Hub is not available yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home screen' }).getAttribute('href')).toBe(
      '/',
    );
  });
});

describe('LoadingScreen', () => {
  it('is a busy status saying Loading…', () => {
    renderPage(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Loading…');
  });
});
