/**
 * The borrower's language's words for a kind of "my data" record: field labels and option titles
 * from the same places the forms read them (each form schema's `title` keys, translated by the
 * locale files), the app's own labels for the rest (me:data.field), statuses and purposes in
 * words, and money in the borrower's currency.
 */
import { useTranslation } from 'react-i18next';
import { useFormSchemas } from '../../lib/api/form-file';
import { useBorrowerCountry } from '../../lib/use-borrower-country';
import { languageEntry } from '../../shared/app-languages';
import { formatMoney } from '../../shared/format';
import type { ServedForm } from '../../shared/forms/types';
import { borrowerWording, isOrderStatus } from '../../shared/orders';
import { readableName, type FieldWords } from './record-words';

export type RecordKind = 'profile' | 'form' | 'wallet' | 'loan' | 'payment' | 'other';

/** The profile forms whose answers My data shows. */
export const PROFILE_FORMS = ['personal', 'work', 'contacts', 'questionnaire'] as const;

/** Each field's title key and each option's, by field, from the forms' schemas. */
interface SchemaTitles {
  readonly fields: ReadonlyMap<string, string>;
  readonly options: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

function schemaTitles(forms: readonly ServedForm[] | undefined): SchemaTitles {
  const fields = new Map<string, string>();
  const options = new Map<string, Map<string, string>>();
  for (const form of forms ?? []) {
    for (const [name, field] of Object.entries(form.schema.properties)) {
      if (field.title) fields.set(name, field.title);
      if (field.oneOf) options.set(name, new Map(field.oneOf.map((o) => [o.const, o.title])));
    }
  }
  return { fields, options };
}

export function useRecordWords(): (kind: RecordKind) => FieldWords {
  const { i18n } = useTranslation(['me', 'forms', 'records', 'wallet']);
  const country = useBorrowerCountry();
  const schemas = useFormSchemas(country, PROFILE_FORMS);
  const titles = schemaTitles(schemas.data);
  const say = (key: string) => String(i18n.t(key as never));
  const known = (key: string | undefined): key is string => key !== undefined && i18n.exists(key);

  const name = (key: string) => {
    const own = `me:data.field.${key}`;
    if (i18n.exists(own)) return say(own);
    // The schema's title once it is read; before that (or offline) the forms' usual place for it.
    const title =
      titles.fields.get(key) ?? PROFILE_FORMS.map((f) => `forms:${f}.${key}.label`).find(known);
    return known(title) ? say(title) : readableName(key);
  };

  /** The locale key of a stored code's words, by the kind of record it is in. */
  const coded = (kind: RecordKind, key: string, value: string): string | undefined => {
    if (key === 'status' && kind === 'loan') {
      const status = Number(value);
      return isOrderStatus(status) ? `records:status.${borrowerWording(status)}` : undefined;
    }
    if (key === 'status' && kind === 'payment') return `me:data.paymentStatus.${value}`;
    if (key === 'purpose') return `me:data.purpose.${value}`;
    if (key === 'kind') return `me:requests.kinds.${value}`;
    if (key === 'status') return `me:requests.status.${value}`;
    if (key === 'outcome') return `me:requests.outcome.${value}`;
    if (key === 'bankCode') return `wallet:wallets.${value}`;
    return titles.options.get(key)?.get(value);
  };

  return (kind) => ({
    form: (form) => (i18n.exists(`forms:${form}.title`) ? say(`forms:${form}.title`) : form),
    name,
    option: (key, value) => {
      if (key === 'lang') return languageEntry(value)?.name ?? value;
      const words = coded(kind, key, value);
      return known(words) ? say(words) : value;
    },
    money: (amount) => formatMoney(amount, country),
    yes: say('me:data.yes'),
    no: say('me:data.no'),
  });
}
