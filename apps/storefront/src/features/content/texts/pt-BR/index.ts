import type { InfoPages } from '../types';
import { aboutUs } from './about-us';
import { privacyPolicy } from './privacy-policy';
import { shippingReturns } from './shipping-returns';
import { termsOfService } from './terms-of-service';

export const pages: InfoPages = {
  'about-us': aboutUs,
  'shipping-returns': shippingReturns,
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
};
