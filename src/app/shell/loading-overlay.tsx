/** The global loading overlay of call(): shown while any non-silent call is in flight. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingCalls, subscribeLoading } from '../../lib/api/loading';

export function LoadingOverlay() {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(subscribeLoading, pendingCalls, pendingCalls);
  if (pending === 0) return null;
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="app-spinner"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 300,
        background: 'rgba(255, 255, 255, 0.6)',
      }}
    />
  );
}
