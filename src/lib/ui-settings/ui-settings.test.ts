import { describe, expect, it } from 'vitest';
import { readUiSettings, resolveUiSettings, UI_SETTINGS_KEY } from './ui-settings';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('ui settings', () => {
  it('remembers the theme of a theme query parameter', () => {
    const storage = new MemoryStorage();
    expect(resolveUiSettings('?theme=jobobo', storage)).toEqual({ theme: 'jobobo' });
    expect(resolveUiSettings('', storage)).toEqual({ theme: 'jobobo' });
    expect(JSON.parse(storage.getItem(UI_SETTINGS_KEY) ?? '')).toEqual({ theme: 'jobobo' });
  });

  it('forgets a remembered theme outside a frame, but a theme parameter still forces it', () => {
    const storage = new MemoryStorage();
    resolveUiSettings('?theme=jobobo', storage);
    expect(resolveUiSettings('', storage, false)).toEqual({ theme: null });
    expect(resolveUiSettings('?theme=blue', storage, false)).toEqual({ theme: 'blue' });
    expect(resolveUiSettings('', storage, true)).toEqual({ theme: 'blue' });
  });

  it('is not framed without a theme', () => {
    expect(resolveUiSettings('?login=1001', new MemoryStorage())).toEqual({ theme: null });
  });

  it.each(['not json', '[]', '{"theme":42}', '{"theme":""}'])(
    'tolerates a corrupt entry %s',
    (raw) => {
      const storage = new MemoryStorage();
      storage.setItem(UI_SETTINGS_KEY, raw);
      expect(readUiSettings(storage)).toEqual({ theme: null });
    },
  );
});
