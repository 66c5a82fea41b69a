/** loan_question (§2, status 17): the credit-history questionnaire, every question answered. */
import { useTranslation } from 'react-i18next';
import { ProfileFormPage } from './profile-form-page';

const FORMS = ['questionnaire'] as const;

export function QuestionPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileFormPage
      screen="questionnaire"
      title={t('question')}
      forms={FORMS}
      endpoint="saveQuestionnaire"
      invalidKey="forms:questionnaire.incomplete"
      partlyAnsweredKey="forms:questionnaire.error.required"
    />
  );
}
