/**
 * Renders a served form as the phone does (the real widgets, RJSF, Mantine) with react-dom/server,
 * for `npm run schemas:check`: a form file that passes every static check but still throws while
 * rendering (RJSF's "No widget …", a widget choking on its options) is refused before a borrower
 * opens it. Each form renders twice: as it first shows, and with every field visible, so a field
 * shown only after an answer is rendered too.
 */
import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { LoadedForm } from '../shared/forms/index';
import { theme } from '../lib/theme';
import { SchemaForm } from './schema-form';

/** Every field visible: the rules without `visibleWhen`. */
function allShown(form: LoadedForm): LoadedForm {
  const { visibleWhen: _shownWhen, ...rules } = form.rules;
  return { ...form, rules };
}

/** The i18n instance of one language's forms texts, as the phone has it. */
async function formsI18n(language: string, texts: Readonly<Record<string, unknown>>) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { forms: texts } },
    ns: ['forms'],
    defaultNS: 'forms',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

function html(form: LoadedForm, i18n: Awaited<ReturnType<typeof formsI18n>>): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <SchemaForm
          forms={[form]}
          submitLabel="Submit"
          invalidMessage="Invalid"
          onSubmit={() => undefined}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** Renders `form` in `language` with `texts` (that language's forms.json); throws what React throws. */
export async function renderForm(
  form: LoadedForm,
  language: string,
  texts: Readonly<Record<string, unknown>>,
): Promise<void> {
  const i18n = await formsI18n(language, texts);
  for (const shown of [form, allShown(form)]) html(shown, i18n);
}

/**
 * The markup of `form` with every field shown, for `npm run schemas:preview` to put on a
 * phone-sized page; throws what React throws.
 */
export async function formMarkup(
  form: LoadedForm,
  language: string,
  texts: Readonly<Record<string, unknown>>,
): Promise<string> {
  return html(allShown(form), await formsI18n(language, texts));
}
