/** Send feedback (/feedback/add_feedback): type, description, receiver account, receipts, contact. */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../lib/layout/page-header';
import { useStored } from '../../lib/use-stored';
import { CONTACT_TIMES, FEEDBACK_TYPES, type ContactTime } from './feedback-rules';
import { ImagePicker } from './image-picker';
import { SignInFirst } from './sign-in-first';
import { useAddFeedback } from './use-add-feedback';

export function AddFeedbackPage() {
  const { t } = useTranslation(['feedback', 'errors', 'common']);
  const token = useStored('token');
  const form = useAddFeedback();
  const header = <PageHeader title={t('common:routes.addFeedback')} />;
  if (!token)
    return (
      <>
        {header}
        <SignInFirst />
      </>
    );
  const { values, set, errors } = form;
  return (
    <>
      {header}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Stack px="md" gap="md" pb="xl">
          <NativeSelect
            size="lg"
            label={t('add.type')}
            withAsterisk
            value={String(values.type)}
            onChange={(e) => set('type', Number(e.currentTarget.value))}
            data={FEEDBACK_TYPES.map(([value, key]) => ({
              value: String(value),
              label: t(`types.${key}`),
            }))}
          />
          <Textarea
            size="lg"
            label={t('add.description')}
            placeholder={t('add.descriptionPlaceholder')}
            withAsterisk
            rows={4}
            maxLength={1000}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <TextInput
            label={t('add.receiverAccount')}
            description={t('add.receiverAccountHint')}
            inputMode="tel"
            maxLength={64}
            value={values.receiverAccount}
            onChange={(e) => set('receiverAccount', e.currentTarget.value)}
          />
          <ImagePicker uploads={form.uploads} />
          <TextInput
            label={t('add.contactTel')}
            type="tel"
            inputMode="tel"
            maxLength={13}
            value={values.contactTel}
            onChange={(e) => set('contactTel', e.currentTarget.value.replace(/[^\d+]/g, ''))}
            error={errors.contactTel}
          />
          <TextInput
            label={t('add.contactEmail')}
            type="email"
            inputMode="email"
            maxLength={100}
            value={values.contactEmail}
            onChange={(e) => set('contactEmail', e.currentTarget.value.trim())}
            error={errors.contactEmail}
          />
          <Checkbox
            size="md"
            label={t('add.contactable')}
            checked={values.contactable}
            onChange={(e) => set('contactable', e.currentTarget.checked)}
          />
          {values.contactable && (
            <NativeSelect
              size="lg"
              label={t('add.appointmentTime')}
              value={values.appointmentTime}
              onChange={(e) => set('appointmentTime', e.currentTarget.value as ContactTime)}
              data={CONTACT_TIMES.map((slot) => ({ value: slot, label: t(`add.times.${slot}`) }))}
            />
          )}
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Button type="submit" fullWidth disabled={form.uploads.uploading}>
            {t('add.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
