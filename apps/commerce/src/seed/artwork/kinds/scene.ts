import type { KindRenderer } from '../svg-kit.ts';

const stub: KindRenderer = () => ({ body: '' });
export const sceneKinds = {
  'blog-scene': stub,
};
