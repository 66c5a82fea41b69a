/** The 3-step guide of §2: application, identity, get money (plain elements: src/app/shell.css). */
import { useTranslation } from 'react-i18next';

const STEPS = ['application', 'identity', 'money'] as const;

export function StepGuide() {
  const { t } = useTranslation('home');
  return (
    <section className="app-steps">
      <h2>{t('steps.title')}</h2>
      <ol>
        {STEPS.map((step, i) => (
          <li key={step}>
            <span className="app-step-number">{i + 1}</span>
            <div>
              <p className="app-step-title">{t(`steps.${step}.title`)}</p>
              <p className="app-step-body app-dimmed">{t(`steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
