/** Typed translation keys (STYLE: keys typed from the English files). */
import type common from '../../locales/en/common.json';
import type errors from '../../locales/en/errors.json';
import type auth from '../../locales/en/auth.json';
import type home from '../../locales/en/home.json';
import type me from '../../locales/en/me.json';
import type kyc from '../../locales/en/kyc.json';
import type wallet from '../../locales/en/wallet.json';
import type borrow from '../../locales/en/borrow.json';
import type repay from '../../locales/en/repay.json';
import type records from '../../locales/en/records.json';
import type forms from '../../locales/en/forms.json';
import type profile from '../../locales/en/profile.json';
import type feedback from '../../locales/en/feedback.json';
import type coupons from '../../locales/en/coupons.json';
import type account from '../../locales/en/account.json';
import type legal from '../../locales/en/legal.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      auth: typeof auth;
      home: typeof home;
      me: typeof me;
      kyc: typeof kyc;
      wallet: typeof wallet;
      borrow: typeof borrow;
      repay: typeof repay;
      records: typeof records;
      forms: typeof forms;
      profile: typeof profile;
      feedback: typeof feedback;
      coupons: typeof coupons;
      account: typeof account;
      legal: typeof legal;
    };
  }
}
