/**
 * The payment methods with the titles and descriptions the store keeps for them in the request's
 * language (the paymentGateways option, settings/options.ts); a method without its own keeps the
 * built-in English words.
 */
import type { GatewayTexts } from '../settings/options.ts';
import type { PaymentGatewayView } from './payment-gateways.ts';

export const withGatewayTexts = (
  gateways: PaymentGatewayView[],
  texts: Record<string, GatewayTexts>,
): PaymentGatewayView[] =>
  gateways.map((gateway) => {
    const words = texts[gateway.id];
    return words
      ? { ...gateway, title: words.title, description: words.description ?? gateway.description }
      : gateway;
  });
