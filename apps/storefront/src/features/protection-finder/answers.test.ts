import { describe, expect, it } from 'vitest';
import { answersBefore, finderState, readAnswers, readSentStep } from './answers';

const complete = { hazard: 'organic-vapour', level: 'up-to-10', beard: 'no', glasses: 'yes', shift: 'short' };

describe('finder answers', () => {
  it('reads the query string, ignoring what is not an answer', () => {
    expect(readAnswers({ ...complete, size: 'm' })).toEqual({
      hazard: 'organic-vapour',
      level: 'up-to-10',
      beard: false,
      glasses: true,
      size: 'm',
      shift: 'short',
    });
    expect(readAnswers({ hazard: 'smoke', level: ['up-to-50', 'x'], beard: 'maybe', size: 'xl' })).toEqual({
      hazard: null,
      level: 'up-to-50',
      beard: null,
      glasses: null,
      size: 'any',
      shift: null,
    });
    expect(readSentStep({ step: 'level' })).toBe('level');
    expect(readSentStep({ step: 'result' })).toBeNull();
  });

  it('starts at the hazard without an error, and says so when it was sent empty', () => {
    expect(finderState(readAnswers({}), null)).toEqual({ step: 'hazard', errors: [] });
    expect(finderState(readAnswers({}), 'hazard')).toEqual({ step: 'hazard', errors: ['hazard'] });
  });

  it('goes on to the level, then the wearer, keeping errors to the step that was sent', () => {
    expect(finderState(readAnswers({ hazard: 'dust' }), 'hazard')).toEqual({ step: 'level', errors: [] });
    expect(finderState(readAnswers({ hazard: 'dust' }), 'level')).toEqual({
      step: 'level',
      errors: ['level'],
    });
    expect(finderState(readAnswers({ hazard: 'dust', level: 'up-to-10' }), 'level')).toEqual({
      step: 'wearer',
      errors: [],
    });
    expect(finderState(readAnswers({ hazard: 'dust', level: 'up-to-10', beard: 'yes' }), 'wearer')).toEqual({
      step: 'wearer',
      errors: ['glasses', 'shift'],
    });
    expect(finderState(readAnswers(complete), 'wearer')).toEqual({ step: 'result', errors: [] });
  });

  it('skips the level for grinding', () => {
    expect(finderState(readAnswers({ hazard: 'grinding' }), 'hazard')).toEqual({
      step: 'wearer',
      errors: [],
    });
  });

  it('carries only the answers given before a step', () => {
    const answers = readAnswers({ ...complete, size: 'l' });
    expect(answersBefore(answers, 'hazard')).toEqual({});
    expect(answersBefore(answers, 'level')).toEqual({ hazard: 'organic-vapour' });
    expect(answersBefore(answers, 'wearer')).toEqual({ hazard: 'organic-vapour', level: 'up-to-10' });
    expect(answersBefore(answers, 'result')).toEqual({ ...complete, size: 'l' });
  });
});
