type Strings = { [key: string]: unknown };

const isStrings = (value: unknown): value is Strings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: Strings, source: Strings, file: string, path: string): void {
  for (const [key, value] of Object.entries(source)) {
    const at = path ? `${path}.${key}` : key;
    const present = target[key];
    if (present === undefined) target[key] = isStrings(value) ? structuredClone(value) : value;
    else if (isStrings(present) && isStrings(value)) mergeInto(present, value, file, at);
    else throw new Error(`${file}: common "${at}" is already there`);
  }
}

/**
 * The 'common' namespace of one language: the shell's file (src/i18n/locales/<locale>.json) and
 * the `common` object of each area's file (src/features/<area>/locales/<locale>.json), which holds
 * the strings the shell reads for that area (its routes' titles, its error reasons' texts). So an
 * area adds its texts in its own folder; a key the shell or another area already has is refused.
 */
export function commonWithAreas(
  shell: unknown,
  areaFiles: Iterable<readonly [file: string, strings: unknown]>,
): Strings {
  const common: Strings = isStrings(shell) ? structuredClone(shell) : {};
  for (const [file, strings] of areaFiles) {
    const own = isStrings(strings) ? strings['common'] : undefined;
    if (own === undefined) continue;
    if (!isStrings(own)) throw new Error(`${file}: "common" must be an object of strings`);
    mergeInto(common, own, file, '');
  }
  return common;
}

/** An area's own namespace: its file without the `common` object the shell reads. */
export function areaNamespace(strings: unknown): Strings {
  if (!isStrings(strings)) return {};
  const { common: _shells, ...own } = strings;
  return own;
}
