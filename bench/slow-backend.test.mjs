import { describe, expect, it } from 'vitest';
import { summariseSamples } from './slow-backend.mjs';

describe('summariseSamples', () => {
  it('gives percentiles of the samples and the least and most backend requests', () => {
    const samples = [10, 20, 30, 40].map((ttfb) => ({
      ttfb,
      complete: ttfb + 5,
      requests: ttfb > 30 ? 1 : 0,
    }));
    const row = summariseSamples('miss', 'embedded', samples);
    expect(row).toMatchObject({
      samples: 4,
      ttfbP50: 20,
      ttfbP95: 40,
      completeP50: 25,
      requestsMin: 0,
      requestsMax: 1,
    });
  });
});
