/** additionalInfomation (§2, status 11): work and the two emergency contacts, saved together. */
import { useTranslation } from 'react-i18next';
import { ProfileFormPage } from './profile-form-page';

const FORMS = ['work', 'contacts'] as const;

export function AdditionalPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileFormPage
      screen="additional"
      title={t('additional')}
      forms={FORMS}
      endpoint="saveAdditionInfoMarket"
      invalidKey="forms:engine.fixErrors"
      note={t('contactsNote')}
    />
  );
}
