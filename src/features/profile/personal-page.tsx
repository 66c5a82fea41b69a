/** personal_infomation (§2, status 6): names, birthday, ID, phones, email, residence. */
import { useTranslation } from 'react-i18next';
import { ProfileFormPage } from './profile-form-page';

const FORMS = ['personal'] as const;

export function PersonalPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileFormPage
      screen="personal"
      title={t('personal')}
      forms={FORMS}
      endpoint="saveBasicInfoMarket"
      invalidKey="forms:engine.fixErrors"
    />
  );
}
