/**
 * Which component renders each §2 route name. Every page is its own lazy chunk; a name without a
 * built screen gets the titled placeholder. Features never import each other: they meet here.
 */
import type { ComponentType } from 'react';
import { ROUTES, type RouteDef } from '../shared/routes';
import { getItem } from '../lib/storage';
import { retryableLazy } from '../lib/offline/retryable-lazy';

type Loader = () => Promise<{ default: ComponentType }>;

const BUILT: Record<string, Loader> = {
  home: () => import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
  me: () => import('../features/me/me-page').then((m) => ({ default: m.MePage })),
  settings: () => import('../features/me/settings-page').then((m) => ({ default: m.SettingsPage })),
  language: () => import('../features/me/language-page').then((m) => ({ default: m.LanguagePage })),
  login: () => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
  register: () =>
    import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
  nation: () => import('../features/auth/nation-page').then((m) => ({ default: m.NationPage })),
  personalInfomation: () =>
    import('../features/profile/personal-page').then((m) => ({ default: m.PersonalPage })),
  additionalInfomation: () =>
    import('../features/profile/additional-page').then((m) => ({ default: m.AdditionalPage })),
  loanQuestion: () =>
    import('../features/profile/question-page').then((m) => ({ default: m.QuestionPage })),
  yx1: () => import('../features/promo/promo-page').then((m) => ({ default: m.PromoPage })),
  yx2: () => import('../features/promo/promo-page').then((m) => ({ default: m.PromoPage })),
  yx3: () => import('../features/promo/promo-page').then((m) => ({ default: m.PromoPage })),
  yx2ConfirmBorrow: () =>
    import('../features/promo/promo-page').then((m) => ({ default: m.PromoPage })),
  customerServices: () =>
    import('../features/me/customer-services-page').then((m) => ({
      default: m.CustomerServicesPage,
    })),
  aboutUs: () => import('../features/me/about-us-page').then((m) => ({ default: m.AboutUsPage })),
  openApp: () => import('../features/me/open-app-page').then((m) => ({ default: m.OpenAppPage })),
  faq: () => import('../features/feedback/faq-page').then((m) => ({ default: m.FaqPage })),
  feedbackFaq: () => import('../features/feedback/faq-page').then((m) => ({ default: m.FaqPage })),
  feedbackList: () =>
    import('../features/feedback/feedback-list-page').then((m) => ({
      default: m.FeedbackListPage,
    })),
  addFeedback: () =>
    import('../features/feedback/add-feedback-page').then((m) => ({ default: m.AddFeedbackPage })),
  feedbackDetail: () =>
    import('../features/feedback/feedback-detail-page').then((m) => ({
      default: m.FeedbackDetailPage,
    })),
  feedbackResult: () =>
    import('../features/feedback/feedback-result-page').then((m) => ({
      default: m.FeedbackResultPage,
    })),
  myRequests: () =>
    import('../features/me/my-requests-page').then((m) => ({ default: m.MyRequestsPage })),
  myData: () => import('../features/me/my-data-page').then((m) => ({ default: m.MyDataPage })),
  coupons: () =>
    import('../features/coupons/coupons-page').then((m) => ({ default: m.CouponsPage })),
  deleteAccount: () =>
    import('../features/account/delete-account-page').then((m) => ({
      default: m.DeleteAccountPage,
    })),
  pop: () =>
    import('../features/legal/permissions-page').then((m) => ({ default: m.PermissionsPage })),
  perm: () =>
    import('../features/legal/permissions-page').then((m) => ({ default: m.PermissionsPage })),
  agreements: () =>
    import('../features/legal/agreements-page').then((m) => ({ default: m.AgreementsPage })),
  privacyPolicy: () =>
    import('../features/legal/legal-document').then((m) => ({ default: m.PrivacyPolicyPage })),
  privacyAgreement: () =>
    import('../features/legal/legal-document').then((m) => ({ default: m.PrivacyAgreementPage })),
  terms: () => import('../features/legal/legal-document').then((m) => ({ default: m.TermsPage })),
  convenios: () =>
    import('../features/legal/legal-document').then((m) => ({ default: m.ConveniosPage })),
  confirmBorrow: () =>
    import('../features/borrow/confirm-borrow-page').then((m) => ({
      default: m.ConfirmBorrowPage,
    })),
  finishLoading: () =>
    import('../features/borrow/finish-loading-page').then((m) => ({
      default: m.FinishLoadingPage,
    })),
  lending: () =>
    import('../features/borrow/lending-page').then((m) => ({ default: m.LendingPage })),
  repayDetail: () =>
    import('../features/repay/repay-detail-page').then((m) => ({ default: m.RepayDetailPage })),
  exhibitionPeriodDetail: () =>
    import('../features/repay/rollover-page').then((m) => ({ default: m.RolloverPage })),
  cashier: () => import('../features/repay/cashier-page').then((m) => ({ default: m.CashierPage })),
  staticCashier: () =>
    import('../features/repay/static-cashier-page').then((m) => ({ default: m.StaticCashierPage })),
  receipts: () =>
    import('../features/repay/receipts-page').then((m) => ({ default: m.ReceiptsPage })),
  statement: () =>
    import('../features/repay/statement-page').then((m) => ({ default: m.StatementPage })),
  idCardAuthentication: () =>
    import('../features/kyc/id-card-page').then((m) => ({ default: m.IdCardPage })),
  reviewTips: () =>
    import('../features/kyc/review-tips-page').then((m) => ({ default: m.ReviewTipsPage })),
  addBankCard: () =>
    import('../features/wallet/add-bankcard-page').then((m) => ({ default: m.AddBankCardPage })),
  records: () =>
    import('../features/records/records-page').then((m) => ({ default: m.RecordsPage })),
};

function placeholder(route: RouteDef): Loader {
  return () =>
    import('./placeholder-page').then(({ PlaceholderPage }) => ({
      default: function Placeholder() {
        return <PlaceholderPage titleKey={route.titleKey} />;
      },
    }));
}

/** The lazy page component of a route; a chunk lost to a dropped connection loads again on Retry. */
export function pageFor(route: RouteDef): ComponentType {
  return retryableLazy(BUILT[route.name] ?? placeholder(route));
}

/** The route path of a location hash (`#/me?x=1` is `/me`). */
export function pathOfHash(hash: string): string {
  return hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
}

/**
 * Starts fetching the screen of a hash path (`#/me?x=1`) at start, beside the translations,
 * instead of after them: the router's lazy page then finds its chunk loaded or on its way.
 */
export function preloadPageOf(hash: string): void {
  const path = pathOfHash(hash);
  const route = ROUTES.find((r) => r.path === path);
  // A signed-out visitor on a protected path is sent to login: its screen would be wasted data.
  if (!route || (route.protected && getItem('token') === null)) return;
  const load = BUILT[route.name];
  if (load) void load().catch(() => undefined); // the router retries and reports its own failure
}
