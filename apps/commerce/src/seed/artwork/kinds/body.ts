import type { KindRenderer } from '../svg-kit.ts';

const stub: KindRenderer = () => ({ body: '' });
export const bodyKinds = {
  glove: stub,
  'hi-vis-vest': stub,
  'safety-boot': stub,
  'first-aid': stub,
};
