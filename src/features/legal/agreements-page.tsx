/** Agreements (/agreements): every legal text a borrower has accepted, one tap away. */
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../lib/layout/page-header';
import { pathOf } from '../../shared/routes';

const LINKS = ['terms', 'privacyPolicy', 'privacyAgreement', 'convenios', 'perm'] as const;

export function AgreementsPage() {
  const { t } = useTranslation(['legal', 'common']);
  return (
    <>
      <PageHeader title={t('common:routes.agreements')} />
      <Text px="md" c="dimmed" mb="sm">
        {t('agreements.hint')}
      </Text>
      <nav>
        {LINKS.map((name) => (
          <UnstyledButton
            key={name}
            component={Link}
            to={pathOf(name)}
            px="md"
            style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group justify="space-between" mih={52} wrap="nowrap">
              <Text>{t(`common:routes.${name}`)}</Text>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M9 5l7 7-7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Group>
          </UnstyledButton>
        ))}
      </nav>
    </>
  );
}
