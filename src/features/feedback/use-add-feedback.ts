/** The add-feedback form: values, local checks (§5: description not empty), submit, then the result page. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '../../lib/api/call';
import { ApiError, isReported } from '../../lib/api/errors';
import { toE164 } from '../../lib/country';
import { getItem } from '../../lib/storage';
import { useErrorText } from '../../lib/use-error-text';
import type { FeedbackCreateRequest } from '../../shared/contract/types.gen';
import { pathOf } from '../../shared/routes';
import type { ContactTime } from './feedback-rules';
import { useImageUploads } from './use-image-uploads';

export interface FeedbackValues {
  type: number;
  description: string;
  receiverAccount: string;
  contactTel: string;
  contactEmail: string;
  contactable: boolean;
  appointmentTime: ContactTime;
}

type Field = 'description' | 'contactTel' | 'contactEmail' | 'form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Local checks; returns the error key of each failing field. */
export function checkFeedback(
  values: FeedbackValues,
): Partial<Record<Field, 'feedbackEmpty' | 'mobileInvalid' | 'validation'>> {
  const errors: Partial<Record<Field, 'feedbackEmpty' | 'mobileInvalid' | 'validation'>> = {};
  if (values.description.trim() === '') errors.description = 'feedbackEmpty';
  if (values.contactTel && !toE164(values.contactTel, getItem('country')))
    errors.contactTel = 'mobileInvalid';
  if (values.contactEmail && !EMAIL.test(values.contactEmail)) errors.contactEmail = 'validation';
  return errors;
}

/** The request body: optional fields only when filled. */
export function toRequest(values: FeedbackValues, receipts: string[]): FeedbackCreateRequest {
  const tel = values.contactTel ? toE164(values.contactTel, getItem('country')) : null;
  return {
    type: values.type,
    description: values.description.trim(),
    receipts,
    ...(values.receiverAccount.trim() ? { receiverAccount: values.receiverAccount.trim() } : {}),
    ...(tel ? { contactTel: tel } : {}),
    ...(values.contactEmail ? { contactEmail: values.contactEmail } : {}),
    contactable: values.contactable,
    ...(values.contactable ? { appointmentTime: values.appointmentTime } : {}),
  };
}

export function useAddFeedback() {
  const navigate = useNavigate();
  const errorText = useErrorText();
  const uploads = useImageUploads();
  const [values, setValues] = useState<FeedbackValues>({
    type: 1,
    description: '',
    receiverAccount: '',
    contactTel: '',
    contactEmail: '',
    contactable: false,
    appointmentTime: 'anytime',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function set<K extends keyof FeedbackValues>(key: K, value: FeedbackValues[K]): void {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function submit(): Promise<void> {
    const local = checkFeedback(values);
    setErrors(Object.fromEntries(Object.entries(local).map(([k, key]) => [k, errorText(key)])));
    if (Object.keys(local).length > 0) return;
    try {
      const { id } = await call(
        'feedbackCreate',
        toRequest(
          values,
          uploads.images.map((i) => i.fileId),
        ),
      );
      void navigate(`${pathOf('feedbackResult')}?id=${encodeURIComponent(id)}`, { replace: true });
    } catch (err) {
      if (isReported(err)) return;
      const field = err instanceof ApiError && err.key === 'feedbackEmpty' ? 'description' : 'form';
      setErrors({ [field]: errorText(err) });
    }
  }

  return { values, set, errors, uploads, submit };
}
