/** Typed translation keys (STYLE: keys typed from the English files). */
import type common from '../../locales/en/common.json';
import type errors from '../../locales/en/errors.json';
import type auth from '../../locales/en/auth.json';
import type home from '../../locales/en/home.json';
import type me from '../../locales/en/me.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      auth: typeof auth;
      home: typeof home;
      me: typeof me;
    };
  }
}
