import { useEffect } from 'react';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';

const DEFAULT_FAVICON = '/favicon.svg';

function setHeadLink(rel: string, href: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  if (link.href === new URL(href, document.baseURI).href) return;
  link.href = href;
  // index.html declares its SVG favicon's type; a tenant's PNG or ICO under that type would be
  // ignored by the browser, so let the browser sniff it instead.
  if (href !== DEFAULT_FAVICON) link.removeAttribute('type');
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** The tenant's favicon and meta description (SPEC.md §1); the title is set per page. */
export function TenantBranding() {
  const { settings } = useTenantSettings();
  const favicon = settings?.faviconUrl ?? DEFAULT_FAVICON;
  const description = settings?.metaDescription;
  useEffect(() => setHeadLink('icon', favicon), [favicon]);
  useEffect(() => {
    if (description) setMeta('description', description);
  }, [description]);
  return null;
}
