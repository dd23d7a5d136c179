import type { KindRenderer } from '../svg-kit.ts';

const stub: KindRenderer = () => ({ body: '' });
export const poweredAirKinds = {
  papr: stub,
  'papr-hood': stub,
  battery: stub,
};
