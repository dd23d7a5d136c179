import { describe, expect, it } from 'vitest';
import { firstStepParams, readShadeAnswers, shadeState } from './shade-answers';

const state = (params: Record<string, string>, sent = '') => shadeState(readShadeAnswers(params), sent);

describe('shade guide answers', () => {
  it('starts with the table and process, and names what was left out', () => {
    expect(state({})).toEqual({ step: 'process', errors: [], max: null });
    expect(state({ standard: 'ansi' }, 'process')).toEqual({
      step: 'process',
      errors: ['process'],
      max: null,
    });
    expect(state({}, 'process')).toEqual({ step: 'process', errors: ['standard', 'process'], max: null });
  });

  it('asks the current, then gives the shade: MIG at 150 A is 11', () => {
    expect(state({ standard: 'ansi', process: 'mig' }, 'process')).toEqual({
      step: 'amount',
      errors: [],
      max: null,
    });
    expect(state({ standard: 'ansi', process: 'mig', current: '' }, 'amount')).toMatchObject({
      step: 'amount',
      errors: ['amount'],
    });
    expect(state({ standard: 'ansi', process: 'mig', current: '150' }, 'amount')).toEqual({
      step: 'result',
      advice: { shades: [11], minimum: 10 },
    });
    expect(state({ standard: 'en169', process: 'mig', current: '150' })).toMatchObject({
      step: 'result',
      advice: { shades: [11] },
    });
  });

  it('refuses amounts that are not whole numbers or beyond the table', () => {
    for (const current of ['-5', '1.5', '1e3', 'abc', '0']) {
      expect(state({ standard: 'ansi', process: 'tig', current }, 'amount')).toMatchObject({
        errors: ['amount'],
      });
    }
    expect(state({ standard: 'ansi', process: 'tig', current: '900' }, 'amount')).toEqual({
      step: 'amount',
      errors: ['beyond'],
      max: 500,
    });
  });

  it('asks gas welding by flow under EN 169 and by plate under ANSI', () => {
    expect(state({ standard: 'en169', process: 'gas-welding', current: '100' }, 'amount')).toMatchObject({
      errors: ['amount'],
    });
    expect(state({ standard: 'en169', process: 'gas-welding', flow: '100' }, 'amount')).toEqual({
      step: 'result',
      advice: { shades: [5], minimum: null },
    });
    expect(state({ standard: 'ansi', process: 'gas-welding' }, 'amount')).toMatchObject({
      errors: ['plate'],
    });
    expect(state({ standard: 'ansi', process: 'gas-welding', plate: 'heavy' }, 'amount')).toEqual({
      step: 'result',
      advice: { shades: [6, 8], minimum: null },
    });
  });

  it('carries the first step into the second', () => {
    expect(firstStepParams(readShadeAnswers({ standard: 'ansi', process: 'tig' }))).toEqual({
      standard: 'ansi',
      process: 'tig',
    });
    expect(firstStepParams(readShadeAnswers({ standard: 'ansi' }))).toEqual({});
  });
});
