/** Turns a failed call into the message to show, in the current language (§8). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../locales/en/errors.json';
import { ApiError, NetworkError } from './api/errors';

export type ErrorKey = keyof typeof en;

/** Returns `text(errOrKey)`: a translated message for an ApiError, NetworkError or error key. */
export function useErrorText(): (err: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (err: unknown, fallback?: string) => {
      const isKey = (key: string): key is ErrorKey =>
        key !== '' && i18n.exists(key, { ns: 'errors' });
      if (typeof err === 'string') return isKey(err) ? t(err) : fallback || err;
      if (err instanceof NetworkError) return t(err.reason);
      // A key this build does not know yet: the server's message is in the request's language.
      if (err instanceof ApiError)
        return isKey(err.key) ? t(err.key) : err.message || t('internal');
      return t('internal');
    },
    [t, i18n],
  );
}
