import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { chakraThemeAlias } from './chakra-theme-alias';

/**
 * Chakra's createSystem computes, on the first screen's main thread, the CSS of the reset and of
 * every token (~660 CSS variables through its style pipeline), and Emotion then serialises and
 * inserts it: the longest task of the first screen on a phone (decision 238). That CSS depends
 * only on the theme's tokens, so the build computes it once in Node
 * (src/app/providers/prebuilt-css.ts), puts it into index.html as a <style>, and rewrites
 * createSystem to skip it when the config says `prebuiltCss` (theme.ts says so).
 */
export const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

/** Chakra 3.37's line; the build fails when an upgrade changes it, instead of shipping both CSS copies or none. */
export const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
export const PREBUILT_GLOBAL_LINE =
  'const _global = config.prebuiltCss ? [getGlobalCss()] : [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** createSystem's source with the reset and token CSS skipped under `prebuiltCss`. */
export function skipPrebuiltCss(code: string, id: string): string {
  if (!code.includes(GLOBAL_LINE))
    throw new Error(
      `chakra-prebuilt-css: ${id} no longer has "${GLOBAL_LINE}" (Chakra upgraded?): update scripts/build/chakra-prebuilt-css.ts`,
    );
  return code.replace(GLOBAL_LINE, PREBUILT_GLOBAL_LINE);
}

const CSS_MODULE = fileURLToPath(
  new URL('../../src/app/providers/prebuilt-css.ts', import.meta.url),
);

interface PrebuiltCssModule {
  chakraPrebuiltCss(): string;
}

/** The CSS, from the app's own theme module, loaded through Vite (it needs the #chakra-theme alias). */
async function loadCss(server: ViteDevServer): Promise<string> {
  const module = (await server.ssrLoadModule(CSS_MODULE)) as PrebuiltCssModule;
  return module.chakraPrebuiltCss();
}

export function chakraPrebuiltCss(): Plugin {
  let devServer: ViteDevServer | undefined;
  return {
    name: 'crew-hub:chakra-prebuilt-css',
    configureServer(server) {
      devServer = server;
    },
    transform(code, id) {
      // The dev server pre-bundles Chakra, so this runs in builds; dev computes the CSS twice, harmlessly.
      if (!SYSTEM_MODULE.test(id)) return null;
      return { code: skipPrebuiltCss(code, id), map: null };
    },
    async transformIndexHtml() {
      let css: string;
      if (devServer) css = await loadCss(devServer);
      else {
        // A build has no dev server: a bare one, only to load the theme module with the alias.
        const server = await createServer({
          configFile: false,
          logLevel: 'silent',
          appType: 'custom',
          resolve: { alias: [chakraThemeAlias] },
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          css = await loadCss(server);
        } finally {
          await server.close();
        }
      }
      return [
        {
          tag: 'style',
          attrs: { id: 'chakra-prebuilt-css' },
          children: css,
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
