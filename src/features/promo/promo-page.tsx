/**
 * A promotion page reached from inside the main app (a link or Back): the same light components,
 * with the router doing the navigation.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PromoApp } from './promo-app';
import { loadPromoStrings } from './promo-i18n';
import { promoPageOf } from './promo-pages';

export function PromoPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadPromoStrings().then(() => setReady(true));
  }, []);
  const page = promoPageOf(pathname);
  if (!ready || !page) return null;
  return (
    <PromoApp
      key={page}
      page={page}
      go={(step) => void navigate(step.path, { state: step.state })}
    />
  );
}
