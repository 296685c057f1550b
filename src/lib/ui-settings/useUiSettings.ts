import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveUiSettings } from './ui-settings';

export type UiSettingsState = { theme: string | null; framed: boolean };

/** Framed mode and its theme (SPEC.md §2 Framed mode). */
export function useUiSettings(): UiSettingsState {
  const { search } = useLocation();
  return useMemo(() => {
    const { theme } = resolveUiSettings(search, window.localStorage);
    return { theme, framed: theme !== null };
  }, [search]);
}
