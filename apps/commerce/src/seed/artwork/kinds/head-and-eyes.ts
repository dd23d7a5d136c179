import type { KindRenderer } from '../svg-kit.ts';

const stub: KindRenderer = () => ({ body: '' });
export const headKinds = {
  'safety-glasses': stub,
  'hard-hat': stub,
  'ear-muffs': stub,
};
