import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastsMachine } from '../../../machines/toasts.machine';
import { ToastViewport } from '../../ui/ToastViewport';
import { ToastsContext, type ToastsApi } from './ToastsContext';

/** Runs the toasts machine for the whole app and renders its toasts. */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const actorRef = useActorRef(toastsMachine);
  const toasts = useSelector(actorRef, (snapshot) => snapshot.context.toasts);
  const api = useMemo<ToastsApi>(
    () => ({
      show: ({ message, type, time, onClick }) =>
        actorRef.send({ type: 'toast.show', message, toastType: type, time, onClick }),
    }),
    [actorRef],
  );
  return (
    <ToastsContext.Provider value={api}>
      {children}
      <ToastViewport
        toasts={toasts}
        onClick={(id) => actorRef.send({ type: 'toast.click', id })}
        onDismiss={(id) => actorRef.send({ type: 'toast.dismiss', id })}
        dismissLabel={t('layout.dismiss')}
      />
    </ToastsContext.Provider>
  );
}
