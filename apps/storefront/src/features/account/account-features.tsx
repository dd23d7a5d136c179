'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { DashboardFeatures } from './tabs';

const AccountFeaturesContext = createContext<DashboardFeatures>({ giftCards: false });

/**
 * The plugin features the account pages offer, found on the server (lib/commerce/capabilities.ts)
 * and handed to the client island, which would otherwise have to ask the backend itself.
 */
export function AccountFeatures({
  features,
  children,
}: {
  features: DashboardFeatures;
  children: ReactNode;
}) {
  return <AccountFeaturesContext.Provider value={features}>{children}</AccountFeaturesContext.Provider>;
}

export const useAccountFeatures = (): DashboardFeatures => useContext(AccountFeaturesContext);
