import { useEffect, useState } from 'react';
import { downloadBlob } from '../downloads/download';
import { useSession } from '../session/useSession';

/**
 * An object URL for a file the api serves only with the bearer token (profile pictures, crew
 * photos): fetched through the gateway's /api/v1 proxy, revoked when the path or token changes or
 * the component goes. Null while loading or when it could not be loaded.
 */
export function useProtectedImageUrl(path: string | null): string | null {
  const { session } = useSession();
  const token = session?.token ?? null;
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const headers: Record<string, string> = { Type: 'MOBILE' };
    if (token) headers.Authorization = `Bearer ${token}`;
    downloadBlob(path, { headers, signal: controller.signal, credentials: 'same-origin' }, () => {})
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, token]);

  return path ? url : null;
}
