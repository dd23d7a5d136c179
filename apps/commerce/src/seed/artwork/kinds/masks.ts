import type { KindRenderer } from '../svg-kit.ts';

const stub: KindRenderer = () => ({ body: '' });
export const maskKinds = {
  'mask-ffp2': stub,
  'mask-ffp3': stub,
  'mask-n95': stub,
  'half-mask': stub,
  'full-face-mask': stub,
  'filter-cartridge': stub,
};
