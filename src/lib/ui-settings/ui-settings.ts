/** localStorage key that survives logout (SPEC.md §4: everything else is cleared). */
export const UI_SETTINGS_KEY = 'uiSettings';

export type UiSettings = {
  /** The framed-mode theme forced by a `theme` query parameter (SPEC.md §1, §2 Framed mode). */
  theme: string | null;
};

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readUiSettings(storage: ReadableStorage): UiSettings {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UI_SETTINGS_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && 'theme' in parsed) {
      const { theme } = parsed;
      return { theme: typeof theme === 'string' && theme !== '' ? theme : null };
    }
  } catch {
    // A corrupt entry is no reason to fail the app; it is rewritten on the next theme change.
  }
  return { theme: null };
}

/**
 * A `theme` query parameter forces framed mode and is remembered, so navigating inside the
 * frame (where the parameter is gone) stays framed. The remembered theme applies only while the
 * app really runs in a frame: uiSettings survives logout, and the same phone opening the app
 * directly later must get the normal drawer, not the portal's reduced menu.
 */
export function resolveUiSettings(
  search: string,
  storage: WritableStorage,
  inFrame = true,
): UiSettings {
  const fromQuery = new URLSearchParams(search).get('theme');
  if (fromQuery !== null && fromQuery !== '') {
    const settings = { theme: fromQuery };
    storage.setItem(UI_SETTINGS_KEY, JSON.stringify(settings));
    return settings;
  }
  return inFrame ? readUiSettings(storage) : { theme: null };
}
