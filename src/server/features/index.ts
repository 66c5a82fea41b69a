/** Every feature's route module, merged into one endpoint → handler map. */
import type { RouteHandlers, ServerDeps } from '../types';
import { authRoutes } from './auth/routes';
import { profileRoutes } from './profile/routes';
import { feedbackRoutes } from './feedback/routes';
import { accountRoutes } from './account/routes';
import { couponRoutes } from './coupons/routes';
import { countryRoutes } from './country/routes';
import { collectionRoutes } from './collection/routes';
import { appRoutes } from './app/routes';
import { loanRoutes } from './loans/routes';
import { repayRoutes } from './repay/routes';
import { paymentPlanRoutes } from './payment-plans/routes';
import { portalRoutes } from './portal/routes';
import { kycRoutes } from './kyc/routes';
import { walletRoutes } from './wallet/routes';
import { bureauRoutes } from './bureau/routes';

export function featureRoutes(deps: ServerDeps): RouteHandlers {
  return {
    ...authRoutes(deps),
    ...profileRoutes(deps),
    ...feedbackRoutes(deps),
    ...accountRoutes(deps),
    ...couponRoutes(deps),
    ...countryRoutes(deps),
    ...collectionRoutes(deps),
    ...appRoutes(deps),
    ...loanRoutes(deps),
    ...repayRoutes(deps),
    ...paymentPlanRoutes(deps),
    ...portalRoutes(deps),
    ...kycRoutes(deps),
    ...walletRoutes(deps),
    ...bureauRoutes(deps),
  };
}
