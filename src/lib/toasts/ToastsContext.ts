import { createContext } from 'react';
import type { ToastType } from '../../../machines/toasts.machine';

export type ShowToast = {
  message: string;
  type?: ToastType;
  time?: number;
  onClick?: () => void;
};

export type ToastsApi = { show: (toast: ShowToast) => void };

export const ToastsContext = createContext<ToastsApi | null>(null);
