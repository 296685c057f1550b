import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { systemForTheme } from './theme';

/**
 * The part of Chakra's global CSS that is the same for every tenant and every screen, as CSS text:
 * the cascade layers' order, the reset (preflight) and the tokens' CSS variables. The build puts it
 * into index.html (scripts/build/chakra-prebuilt-css.ts) and the app's system is created without
 * computing it (`prebuiltCss` in theme.ts): on a phone, computing it cost more main-thread time than
 * any other step of the first screen (decision 238). Serialised as Emotion's <Global> would insert
 * it: Emotion's serializer, then stylis with the prefixer Emotion's browser cache uses.
 */
export function chakraPrebuiltCss(): string {
  // Built with the full _global: in Node and in tests Chakra's createSystem is not transformed.
  const system = systemForTheme('red');
  const [preflight, , tokens] = system._global as unknown[];
  if (!preflight || !tokens)
    throw new Error('chakraPrebuiltCss: the system has no preflight or token CSS');
  return [system.layers.atRule, preflight, tokens]
    .map((styles) =>
      serialize(
        compile(serializeStyles([styles as never]).styles),
        middleware([prefixer, stringify]),
      ),
    )
    .join('');
}
