import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes one step back in the app's history, or home when the screen was opened directly (a
 * link from a mail or a push message): the router gives the first entry the key 'default',
 * and navigate(-1) there would leave the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate('/');
    else void navigate(-1);
  }, [key, navigate]);
}
