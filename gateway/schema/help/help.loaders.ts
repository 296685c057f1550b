import { defineLoaders } from '../../upstream/loaders';
import { fetchHelpContact } from './help.upstream';
import type { UpstreamHelpContact } from './help.upstream';

export interface HelpLoaders {
  /** Fetched once per request. */
  contact(): Promise<UpstreamHelpContact>;
}

declare module '../../upstream/loaders' {
  interface AreaLoaders {
    help: HelpLoaders;
  }
}

export const loaders = defineLoaders('help', (api): HelpLoaders => {
  let contact: Promise<UpstreamHelpContact> | undefined;
  return {
    contact: () => (contact ??= fetchHelpContact(api)),
  };
});
