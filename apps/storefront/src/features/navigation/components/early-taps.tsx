import { requestNonce } from '@/lib/security/nonce';
import { EARLY_TAPS_SCRIPT } from '../early-taps';
import { EarlyTapsWake } from './early-taps-wake';

/**
 * The keeper of taps made before the page is interactive (early-taps.ts): its inline script, first
 * in the body so it runs before anything can be pressed, and the island that wakes it once React
 * has hydrated the page.
 */
export async function EarlyTaps() {
  const nonce = await requestNonce();
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script made from our own function; its only input is a JSON-encoded constant. The nonce lets it past the page's CSP. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
      <EarlyTapsWake />
    </>
  );
}
