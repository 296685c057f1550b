import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraPrebuiltCss } from './scripts/build/chakra-prebuilt-css';
import { chakraThemeAlias } from './scripts/build/chakra-theme-alias';
import { inlineGraphqlDocuments } from './scripts/build/inline-graphql-documents';
import { precompress } from './scripts/build/precompress';

const gateway = 'http://localhost:8080';

/**
 * react-router's package exports resolve to its development build in every mode (remix-run/
 * react-router#14102: dev warnings, ENABLE_DEV_WARNINGS on). A production build takes the
 * production files the package ships beside them; dev server and tests keep the warnings.
 */
function reactRouterProductionBuild() {
  const dist = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: dist('index.mjs') },
    { find: /^react-router\/dom$/, replacement: dist('dom-export.mjs') },
  ];
}

/**
 * Packages the first screen runs whole, whatever the screen: one long-cached chunk instead of
 * several small shared ones. Nothing here has parts that only a later screen needs (Chakra has:
 * its components pull in ark-ui and zag machines, so it is split by the import graph).
 */
const FIRST_SCREEN_VENDORS =
  /^(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|html-parse-stringify|void-elements|urql|@urql\/core|wonka|@0no-co\/graphql\.web|@emotion\/[^/]+|stylis|hoist-non-react-statics|react-is|@pandacss\/is-valid-prop)$/;

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [chakraThemeAlias, ...(command === 'build' ? reactRouterProductionBuild() : [])],
  },
  plugins: [
    inlineGraphqlDocuments({ srcDir: fileURLToPath(new URL('./src', import.meta.url)) }),
    react(),
    chakraPrebuiltCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers /sw.js itself (src/sw/register.ts) to give SPEC.md §8's messages.
      injectRegister: false,
      manifest: {
        name: 'Crew Hub',
        short_name: 'Crew Hub',
        description: 'Your Digital Hub for Crew Management and Project Planning',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#b91c1c',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/pwa-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        // pdf.js (~95 KiB gzip, its worker ~400 KiB) only serves the document screen: an install
        // must not download it for everyone (src/features/documents/README.md, The PDF viewer's budget).
        globIgnores: ['**/assets/pdf-*.js', '**/assets/pdf.worker*'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Two groups by hand. Every namespace of one language travels in one chunk (i18n loads
        // every namespace at start, and one request beats eight on one bar of signal); other
        // languages stay out. The packages every first screen runs whole share one vendor chunk.
        // Everything else is split by the import graph, so what the first screen does not import
        // (graphcache, the machines, luxon, react-day-picker, a dialog's zag machine) stays in
        // lazy chunks: the former groups per package (chakra, urql, xstate …) pulled a package's
        // lazy parts into a chunk the entry preloads (decision 071).
        manualChunks(id) {
          const locale =
            /[\\/]src[\\/](?:i18n|features[\\/][^\\/]+)[\\/]locales[\\/](\w+)\.json$/.exec(
              id,
            )?.[1] ??
            // The language's module (src/i18n/languages/<locale>.ts) rides with its files.
            /[\\/]src[\\/]i18n[\\/]languages[\\/]([\w-]+)\.ts$/
              .exec(id)?.[1]
              ?.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
          if (locale) return `locale-${locale}`;
          const name = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/
            .exec(id)?.[1]
            ?.replace('\\', '/');
          if (name && FIRST_SCREEN_VENDORS.test(name)) return 'vendor';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/version.json': gateway,
    },
  },
}));
