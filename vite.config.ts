import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/build/precompress';

const gateway = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
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
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
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
        // Vendor code changes rarely: its own chunks stay cached across app releases. Patterns
        // are anchored at node_modules/ so '@chakra-ui/react' or '@xstate/react' do not land in
        // the React chunk (an unanchored /react/ put all of Chakra there: one 590 kB file).
        manualChunks(id) {
          // All namespaces of one language travel in one chunk: i18n loads every namespace at
          // start, and one request beats eight on one bar of signal. Other languages stay out.
          const locale = /[\\/]src[\\/](?:i18n|features[\\/][^\\/]+)[\\/]locales[\\/](\w+)\.json$/.exec(id)?.[1];
          if (locale) return `locale-${locale}`;
          const name = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/');
          if (!name) return undefined;
          if (/^(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)$/.test(name)) return 'react';
          if (/^(@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized)\//.test(name)) return 'chakra';
          if (/^(stylis|proxy-compare|proxy-memoize|@swc\/helpers)$/.test(name)) return 'chakra';
          if (/^(urql|@urql\/.*|wonka|graphql|@0no-co\/.*)$/.test(name)) return 'urql';
          if (/^(i18next|react-i18next|html-parse-stringify|void-elements)$/.test(name)) return 'i18n';
          if (/^(xstate|@xstate\/.*)$/.test(name)) return 'xstate';
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
});
