import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '../../../machines/toasts.machine';
import { ToastViewport } from '../../ui/ToastViewport';
import { lazyModule, useActorSelector, useLazyActor } from '../actors/useLazyActor';
import type * as ToastsActorModule from './toasts-actor';
import type { ToastsActor } from './toasts-actor';
import { ToastsContext, type ToastsApi } from './ToastsContext';

type Snapshot = ReturnType<ToastsActor['getSnapshot']>;

/** xstate and the toasts machine: loaded after the first paint (docs/decisions/071). */
export const toastsActorModule = lazyModule(() => import('./toasts-actor'));

const create = (module: typeof ToastsActorModule) => module.createToastsActor();
const toastsOf = (snapshot: Snapshot) => snapshot.context.toasts;
const noToasts: Toast[] = [];

/**
 * Runs the toasts machine for the whole app and renders its toasts. Its code arrives after the
 * first paint; a toast shown before that appears as soon as it has.
 */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { actor, send } = useLazyActor(toastsActorModule, create);
  const toasts = useActorSelector(actor, toastsOf, noToasts);
  const api = useMemo<ToastsApi>(
    () => ({
      show: ({ message, type, time, onClick }) =>
        send({ type: 'toast.show', message, toastType: type, time, onClick }),
    }),
    [send],
  );
  return (
    <ToastsContext.Provider value={api}>
      {children}
      <ToastViewport
        toasts={toasts}
        onClick={(id) => send({ type: 'toast.click', id })}
        onDismiss={(id) => send({ type: 'toast.dismiss', id })}
        dismissLabel={t('layout.dismiss')}
      />
    </ToastsContext.Provider>
  );
}
