/**
 * The screens of docs/product.md §2 as pure data: the SPA router, the server and the tests read this table.
 * `name` is the §2 route name (the protected list of §2 uses it); `path` is the full hash path;
 * `parent` names the group a screen is nested under; `titleKey` is a key in `locales/<lang>/common.json`.
 */

export interface RouteDef {
  readonly name: string;
  readonly path: string;
  readonly parent: string | null;
  /** Without a token the screen redirects to login and returns here afterwards (§2, §6). */
  readonly protected: boolean;
  readonly titleKey: `routes.${string}`;
  /** Shows the bottom tabs Home, Records, Me. */
  readonly tab?: boolean;
}

/** A group path that has no screen of its own and redirects (§2). */
export interface RouteGroup {
  readonly name: string;
  readonly path: string;
  readonly redirectTo: string;
  readonly protected: boolean;
}

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    name: 'bankAccount',
    path: '/bank_account',
    redirectTo: '/bank_account/add_bankcard',
    protected: true,
  },
  { name: 'auth', path: '/auth', redirectTo: '/auth/personal_infomation', protected: false },
  { name: 'borrow', path: '/borrow', redirectTo: '/', protected: false },
  { name: 'repay', path: '/repay', redirectTo: '/', protected: false },
  {
    name: 'userCenter',
    path: '/user_center',
    redirectTo: '/user_center/settings',
    protected: false,
  },
  { name: 'user', path: '/user', redirectTo: '/', protected: false },
  { name: 'feedback', path: '/feedback', redirectTo: '/feedback/feedback_list', protected: false },
];

/** §2 protected route names. */
export const PROTECTED_NAMES: ReadonlySet<string> = new Set([
  'settings',
  'aboutUs',
  'customerServices',
  'faq',
  'personalInfomation',
  'bankAccount',
  'addBankCard',
  'idCardAuthentication',
  'reviewTips',
  'finishLoading',
]);

type Row = readonly [name: string, path: string, parent: string | null, tab?: boolean];

const ROWS = [
  ['home', '/', null, true],
  ['records', '/records', null, true],
  ['me', '/me', null, true],
  ['addBankCard', '/bank_account/add_bankcard', 'bankAccount'],
  ['idCardAuthentication', '/auth/id_card_authentication', 'auth'],
  ['personalInfomation', '/auth/personal_infomation', 'auth'],
  ['additionalInfomation', '/auth/additionalInfomation', 'auth'],
  ['reviewTips', '/auth/review_tips', 'auth'],
  ['loanQuestion', '/auth/loan_question', 'auth'],
  ['confirmBorrow', '/borrow/confirm_borrow', 'borrow'],
  ['lending', '/borrow/lending', 'borrow'],
  ['repayDetail', '/repay/repay_detail', 'repay'],
  ['exhibitionPeriodDetail', '/repay/exhibition_period_detail', 'repay'],
  ['cashier', '/repay/cashier', 'repay'],
  ['staticCashier', '/repay/static_cashier', 'repay'],
  ['receipts', '/repay/receipts', 'repay'],
  ['customerServices', '/user_center/customer_services', 'userCenter'],
  ['settings', '/user_center/settings', 'userCenter'],
  ['aboutUs', '/user_center/about_us', 'userCenter'],
  ['faq', '/user_center/faq', 'userCenter'],
  ['language', '/user_center/language', 'userCenter'],
  ['openApp', '/user_center/open_app', 'userCenter'],
  ['deleteAccount', '/user_center/delete_account', 'userCenter'],
  ['login', '/user/login', 'user'],
  ['register', '/user/register', 'user'],
  ['nation', '/user/nation', 'user'],
  ['feedbackList', '/feedback/feedback_list', 'feedback'],
  ['addFeedback', '/feedback/add_feedback', 'feedback'],
  ['feedbackDetail', '/feedback/feedbackDetail', 'feedback'],
  ['feedbackFaq', '/feedback/feedback_faq', 'feedback'],
  ['feedbackResult', '/feedback/feedback_result', 'feedback'],
  ['pop', '/pop', null],
  ['perm', '/perm', null],
  ['privacyPolicy', '/privacy_policy', null],
  ['privacyAgreement', '/privacy_agreement', null],
  ['terms', '/terms', null],
  ['agreements', '/agreements', null],
  ['convenios', '/convenios', null],
  ['yx1', '/yx1', null],
  ['yx2', '/yx2', null],
  ['yx3', '/yx3', null],
  ['yx2ConfirmBorrow', '/yx2ConfirmBorrow', null],
  ['finishLoading', '/finish_loading', null],
  // Not in the §2 table: the Me list links to the borrower's coupons (§1, §3).
  ['coupons', '/coupons', null],
  // Not in §2 either: disputes, complaints and data requests, and "Download my data".
  ['myRequests', '/user_center/my_requests', 'userCenter'],
  // For the borrower's rights too: a loan's statement of account, and the borrower's data to read.
  ['statement', '/repay/statement', 'repay'],
  ['myData', '/user_center/my_data', 'userCenter'],
] as const satisfies readonly Row[];

/** The name of a screen of §2, so a misspelt name in a table that points at screens fails to compile. */
export type RouteName = (typeof ROWS)[number][0];

export const ROUTES: readonly RouteDef[] = (ROWS as readonly Row[]).map(
  ([name, path, parent, tab]) => ({
    name,
    path,
    parent,
    protected: PROTECTED_NAMES.has(name) || (parent !== null && PROTECTED_NAMES.has(parent)),
    titleKey: `routes.${name}`,
    ...(tab ? { tab } : {}),
  }),
);

const byName = new Map(ROUTES.map((r) => [r.name, r]));

/** The route called `name`; throws on a name that is not in §2 (a programming error). */
export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route name: ${name}`);
  return route;
}

/** Full path of a route name, e.g. `pathOf('login')` is `/user/login`. */
export function pathOf(name: string): string {
  return routeByName(name).path;
}

/** The screen at a full path, if any (used for the document title). */
export function routeByPath(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path);
}
