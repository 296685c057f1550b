import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Vendor code changes rarely: its own chunks stay cached across app releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id)) return 'react';
          if (/[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui)[\\/]/.test(id)) return 'chakra';
          if (/[\\/](urql|@urql|wonka|graphql)[\\/]/.test(id)) return 'urql';
          if (/[\\/](i18next|react-i18next)[\\/]/.test(id)) return 'i18n';
          if (/[\\/](xstate|@xstate)[\\/]/.test(id)) return 'xstate';
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
