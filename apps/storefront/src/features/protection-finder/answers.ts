/**
 * The finder's answers as they travel in the query string of its plain GET forms
 * (`?hazard=organic-vapour&level=up-to-10&beard=no&glasses=yes&size=m&shift=long`), and which
 * step to show next. Every step's form carries the earlier answers as hidden fields, so going
 * on never loses one, and `step` names the form that was sent: a step sent without its answer
 * comes back with the error in words and the rest kept.
 *
 * Pure code: unreadable values are simply not answers.
 */
import type { SearchParams } from '@/features/catalog/list-query';
import {
  HAZARDS,
  type Hazard,
  LEVELS,
  type Level,
  needsLevel,
  SHIFTS,
  type Shift,
  SIZES,
  type Size,
} from './rules';

export const FINDER_STEPS = ['hazard', 'level', 'wearer'] as const;
export type FinderStep = (typeof FINDER_STEPS)[number];

export interface FinderAnswers {
  hazard: Hazard | null;
  level: Level | null;
  beard: boolean | null;
  glasses: boolean | null;
  size: Size;
  shift: Shift | null;
}

/** A question left unanswered when its step was sent: a message key under `finder.errors`. */
export type FinderError = 'hazard' | 'level' | 'beard' | 'glasses' | 'shift';

export type FinderState = { step: FinderStep; errors: FinderError[] } | { step: 'result'; errors: [] };

const one = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

function pick<T extends string>(choices: readonly T[], value: string | string[] | undefined): T | null {
  const text = one(value);
  return (choices as readonly string[]).includes(text) ? (text as T) : null;
}

function yesNo(value: string | string[] | undefined): boolean | null {
  const text = one(value);
  return text === 'yes' ? true : text === 'no' ? false : null;
}

export function readAnswers(params: SearchParams): FinderAnswers {
  return {
    hazard: pick(HAZARDS, params.hazard),
    level: pick(LEVELS, params.level),
    beard: yesNo(params.beard),
    glasses: yesNo(params.glasses),
    size: pick(SIZES, params.size) ?? 'any',
    shift: pick(SHIFTS, params.shift),
  };
}

/** The step whose form was sent, if any. */
export const readSentStep = (params: SearchParams): FinderStep | null => pick(FINDER_STEPS, params.step);

/**
 * Where the shopper is: the first step with a question unanswered, or the result. Errors are
 * only shown for the step that was sent (a first visit is not a mistake).
 */
export function finderState(answers: FinderAnswers, sent: FinderStep | null): FinderState {
  if (!answers.hazard) return { step: 'hazard', errors: sent ? ['hazard'] : [] };
  if (needsLevel(answers.hazard) && !answers.level) {
    return { step: 'level', errors: sent === 'level' || sent === 'wearer' ? ['level'] : [] };
  }
  const missing: FinderError[] = [];
  if (answers.beard === null) missing.push('beard');
  if (answers.glasses === null) missing.push('glasses');
  if (answers.shift === null) missing.push('shift');
  if (missing.length > 0) return { step: 'wearer', errors: sent === 'wearer' ? missing : [] };
  return { step: 'result', errors: [] };
}

/**
 * The answers as query parameters, for the hidden fields of a later step and the links that go
 * back to one: only the answers given before `step`.
 */
export function answersBefore(answers: FinderAnswers, step: FinderStep | 'result'): Record<string, string> {
  const order: FinderStep[] = ['hazard', 'level', 'wearer'];
  const upTo = step === 'result' ? order.length : order.indexOf(step);
  const kept = new Set(order.slice(0, upTo));
  const params: Record<string, string> = {};
  if (kept.has('hazard') && answers.hazard) params.hazard = answers.hazard;
  if (kept.has('level') && answers.level) params.level = answers.level;
  if (kept.has('wearer')) {
    if (answers.beard !== null) params.beard = answers.beard ? 'yes' : 'no';
    if (answers.glasses !== null) params.glasses = answers.glasses ? 'yes' : 'no';
    params.size = answers.size;
    if (answers.shift) params.shift = answers.shift;
  }
  return params;
}
