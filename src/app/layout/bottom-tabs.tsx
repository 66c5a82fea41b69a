/** The bottom tabs of §2: Home, Records, Me (plain elements: src/app/shell.css). */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

const ICONS = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  records: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
} as const;

const TABS = [
  { key: 'home', path: '/' },
  { key: 'records', path: '/records' },
  { key: 'me', path: '/me' },
] as const;

export const TAB_BAR_HEIGHT = 60;

export function BottomTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('tabs.label')} className="app-tabs" style={{ height: TAB_BAR_HEIGHT }}>
      <div className="app-tabs-row">
        {TABS.map((tab) => {
          const active = pathname === tab.path;
          return (
            <button
              type="button"
              key={tab.key}
              className="app-tab"
              onClick={() => navigate(tab.path)}
              aria-current={active ? 'page' : undefined}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d={ICONS[tab.key]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </svg>
              {t(`tabs.${tab.key}`)}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
