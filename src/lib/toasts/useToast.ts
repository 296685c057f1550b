import { useContext } from 'react';
import { ToastsContext, type ToastsApi } from './ToastsContext';

/** Shows a toast (SPEC.md §3, §4): already-translated message, type, time in ms, optional onClick. */
export function useToast(): ToastsApi {
  const api = useContext(ToastsContext);
  if (!api) throw new Error('useToast must be used inside <ToastsProvider>');
  return api;
}
