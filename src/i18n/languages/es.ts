import type { ResourceKey } from 'i18next';

// Every namespace of one language, in the one chunk vite.config.ts makes of them (see ../i18n.ts).
export default import.meta.glob<ResourceKey>(
  ['../locales/es.json', '../../features/*/locales/es.json'],
  {
    eager: true,
    import: 'default',
  },
);
