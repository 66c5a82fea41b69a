/** A feedback thread's status (§3) as a coloured badge. */
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusKey } from './feedback-rules';

const COLORS = { processing: 'blue', needReply: 'orange', done: 'green' } as const;

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('feedback');
  const key = statusKey(status);
  return (
    // Dark text on the light badge: the default light-variant orange is below 4.5:1 at this size.
    <Badge color={COLORS[key]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {t(`status.${key}`)}
    </Badge>
  );
}
