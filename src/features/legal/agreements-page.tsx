/** Agreements (/agreements): every legal text a borrower has accepted, one tap away. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '../../lib/layout/link-row';
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
          <LinkRow key={name} to={pathOf(name)}>
            {t(`common:routes.${name}`)}
          </LinkRow>
        ))}
      </nav>
    </>
  );
}
