import { createSystem, defaultConfig, defaultSystem, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import * as lazyRecipes from '../../ui/lazy-recipes';
import { systemForTheme, themeExtensions } from './theme';

// The app's sources as text (tests excluded): which components they import from Chakra.
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Names imported from '@chakra-ui/react' anywhere in src/ (`X as Y` counts as X). */
function chakraImports(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [path, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const specifier of (match[1] ?? '').split(',')) {
        const name = specifier
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (!name) continue;
        names.set(name, [...(names.get(name) ?? []), path]);
      }
    }
  }
  return names;
}

/** Components whose recipe is not their own name in camelCase. */
const recipeAliases: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  SkeletonText: 'skeleton',
  SkeletonCircle: 'skeleton',
};

/** Recipes Chakra's own parts use without the app importing a component of that name. */
const internalRecipes = ['icon'];

/**
 * Components whose recipe is given at their root from src/ui/lazy-recipes.ts instead of being in
 * the system (decision 122): the recipe key and the export that holds it.
 */
const recipesGivenAtTheRoot: Record<string, { key: string; recipe: keyof typeof lazyRecipes }> = {
  Avatar: { key: 'avatar', recipe: 'avatarSlotRecipe' },
  Combobox: { key: 'combobox', recipe: 'comboboxSlotRecipe' },
  Drawer: { key: 'drawer', recipe: 'drawerSlotRecipe' },
  NativeSelect: { key: 'nativeSelect', recipe: 'nativeSelectSlotRecipe' },
  Progress: { key: 'progress', recipe: 'progressSlotRecipe' },
  Switch: { key: 'switch', recipe: 'switchSlotRecipe' },
  Table: { key: 'table', recipe: 'tableSlotRecipe' },
};

/** The recipe key of a Chakra export in Chakra's full theme, or null (layout, provider, helper). */
function recipeKeyOf(name: string): string | null {
  const key = recipeAliases[name] ?? name.charAt(0).toLowerCase() + name.slice(1);
  return defaultSystem.hasRecipe(key) ? key : null;
}

function recipeKeys(system: SystemContext): string[] {
  const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
  return [...Object.keys(recipes), ...Object.keys(slotRecipes)].sort();
}

const systems = [
  {
    name: 'red',
    system: systemForTheme(null),
    full: createSystem(defaultConfig, ...themeExtensions.red),
  },
  {
    name: 'moyo',
    system: systemForTheme('moyo'),
    full: createSystem(defaultConfig, ...themeExtensions.moyo),
  },
];

describe('the app theme (only the recipes the app uses)', () => {
  it('builds each system once, red for every theme but moyo', () => {
    expect(systemForTheme('red')).toBe(systemForTheme(undefined));
    expect(systemForTheme('blue')).toBe(systemForTheme(null));
    expect(systemForTheme('moyo')).not.toBe(systemForTheme('red'));
    expect(systemForTheme('moyo')).toBe(systemForTheme('moyo'));
  });

  it('reads the app sources', () => {
    // A glob that matched nothing would make every other test here pass vacuously.
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(chakraImports().has('Button')).toBe(true);
  });

  it.each(systems)(
    '$name: has the recipe of every Chakra component the app imports, and no other',
    ({ system }) => {
      const used = new Set(internalRecipes);
      const missing: string[] = [];
      for (const [name, paths] of chakraImports()) {
        const key = recipeKeyOf(name);
        if (key === null || name in recipesGivenAtTheRoot) continue;
        used.add(key);
        if (!system.hasRecipe(key))
          missing.push(`${name} (recipe '${key}', used in ${paths.join(', ')})`);
      }
      // A component without its recipe renders unstyled, silently: add its recipe to theme.ts.
      expect(missing).toEqual([]);
      // A recipe nobody renders is first-screen weight for nothing: remove it from theme.ts.
      expect(recipeKeys(system)).toEqual([...used].sort());
    },
  );

  it.each(systems)(
    '$name: the same tokens, global CSS and recipes as Chakra’s full default theme',
    ({ system, full }) => {
      expect(system.getTokenCss()).toEqual(full.getTokenCss());
      expect(system.getGlobalCss()).toEqual(full.getGlobalCss());
      expect(system.getPreflightCss()).toEqual(full.getPreflightCss());
      expect(system.breakpoints.keys()).toEqual(full.breakpoints.keys());
      for (const key of recipeKeys(system)) {
        const recipe = system.isSlotRecipe(key) ? system.getSlotRecipe(key) : system.getRecipe(key);
        const fullRecipe = full.isSlotRecipe(key) ? full.getSlotRecipe(key) : full.getRecipe(key);
        expect(recipe, key).toEqual(fullRecipe);
      }
      // And the same CSS for a style object using tokens, text and layer styles.
      const style = { color: 'fg.muted', textStyle: 'sm', layerStyle: 'fill.subtle', p: '4' };
      expect(system.css(style)).toEqual(full.css(style));
    },
  );

  it('gives every root of a lazily styled component its recipe, Chakra’s own', () => {
    const bare: string[] = [];
    let roots = 0;
    for (const [name, { key, recipe }] of Object.entries(recipesGivenAtTheRoot)) {
      // The recipe is Chakra's default one (what the full theme would have used).
      expect(lazyRecipes[recipe], recipe).toEqual(
        defaultSystem.isSlotRecipe(key)
          ? defaultSystem.getSlotRecipe(key)
          : defaultSystem.getRecipe(key),
      );
      for (const path of chakraImports().get(name) ?? []) {
        const text = sources[path] ?? '';
        for (const match of text.matchAll(new RegExp(`<${name}\\.Root\\b[^>]*`, 'g'))) {
          roots += 1;
          if (!match[0].includes(`recipe={${recipe}}`))
            bare.push(`${path}: ${match[0].slice(0, 60)}`);
        }
      }
    }
    // The check found the roots it is about (the menu drawer, the progress bars, the settings).
    expect(roots).toBeGreaterThan(8);
    // A root without its recipe renders unstyled, silently.
    expect(bare).toEqual([]);
  });
});

/** The hex value of a colour token in a colour mode, following semantic references. */
function colourOf(system: SystemContext, name: string, mode: '_light' | '_dark'): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = conditions?.[mode] ?? conditions?.base ?? token.originalValue;
  const reference = /^\{colors\.(.+)\}$/.exec(String(value));
  return reference?.[1] ? colourOf(system, reference[1], mode) : String(value);
}

/** WCAG 2.1's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the app theme’s text colours', () => {
  // Chakra's fg.error is red.500 (#ef4444): 3.76:1 on white, under AA's 4.5:1 for text. Every error
  // text (Field.ErrorText, the alerts' texts, color="fg.error") reads this one token.
  const surfaces = ['bg', 'bg.panel', 'bg.subtle', 'bg.muted', 'bg.error'];
  it.each(
    systems.flatMap(({ name, system }) =>
      (['_light', '_dark'] as const).map((mode) => ({ name, system, mode })),
    ),
  )(
    '$name $mode: error text passes AA (4.5:1) on every surface it is shown on',
    ({ system, mode }) => {
      const text = colourOf(system, 'fg.error', mode);
      for (const surface of surfaces) {
        const background = colourOf(system, surface, mode);
        expect(
          contrast(text, background),
          `fg.error ${text} on ${surface} ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
