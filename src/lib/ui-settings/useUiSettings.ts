import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveUiSettings } from './ui-settings';

function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent denies access to window.top: that is a frame too.
    return true;
  }
}

export type UiSettingsState = { theme: string | null; framed: boolean };

/** Framed mode and its theme (SPEC.md §2 Framed mode). */
export function useUiSettings(): UiSettingsState {
  const { search } = useLocation();
  return useMemo(() => {
    const { theme } = resolveUiSettings(search, window.localStorage, isInFrame());
    return { theme, framed: theme !== null };
  }, [search]);
}
