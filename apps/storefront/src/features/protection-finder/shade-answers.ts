/**
 * The shade guide's answers as its GET forms send them
 * (`?standard=ansi&process=mig&current=150`, `?standard=en169&process=gas-welding&flow=100`,
 * `?standard=ansi&process=gas-welding&plate=medium`), and what to show: the first step, the
 * amount step or the shade. `step` names the form that was sent, so only its questions report
 * an error.
 *
 * Pure code.
 */
import type { SearchParams } from '@/features/catalog/list-query';
import {
  PLATES,
  type Plate,
  PROCESSES,
  type ShadeAdvice,
  type ShadeStandard,
  STANDARDS,
  shadeFor,
  shadeForPlate,
  shadeInput,
  type WeldingProcess,
} from './shade-guide';

export interface ShadeAnswers {
  standard: ShadeStandard | null;
  process: WeldingProcess | null;
  /** Amperes for an arc process, litres per hour for EN 169 gas welding. */
  amount: number | null;
  plate: Plate | null;
}

export type ShadeError = 'standard' | 'process' | 'amount' | 'beyond' | 'plate';

export type ShadeState =
  | { step: 'process' | 'amount'; errors: ShadeError[]; max: number | null }
  | { step: 'result'; advice: ShadeAdvice };

const one = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

function pick<T extends string>(choices: readonly T[], value: string | string[] | undefined): T | null {
  const text = one(value);
  return (choices as readonly string[]).includes(text) ? (text as T) : null;
}

/** A whole, positive number as typed (no signs, decimals or exponents); the table bands are whole. */
function readAmount(value: string | string[] | undefined): number | null {
  const text = one(value);
  return /^\d{1,5}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function readShadeAnswers(params: SearchParams): ShadeAnswers {
  const process = pick(PROCESSES, params.process);
  const standard = pick(STANDARDS, params.standard);
  const flowAsked = process === 'gas-welding' && standard === 'en169';
  return {
    standard,
    process,
    amount: readAmount(flowAsked ? params.flow : params.current),
    plate: pick(PLATES, params.plate),
  };
}

export function shadeState(answers: ShadeAnswers, sent: string): ShadeState {
  const { standard, process } = answers;
  if (!standard || !process) {
    const errors: ShadeError[] = [];
    if (sent && !standard) errors.push('standard');
    if (sent && !process) errors.push('process');
    return { step: 'process', errors, max: null };
  }
  const sentAmount = sent === 'amount';
  if (shadeInput(standard, process) === 'plate') {
    if (!answers.plate) return { step: 'amount', errors: sentAmount ? ['plate'] : [], max: null };
    return { step: 'result', advice: shadeForPlate(answers.plate) };
  }
  if (answers.amount === null) return { step: 'amount', errors: sentAmount ? ['amount'] : [], max: null };
  const answer = shadeFor(standard, process, answers.amount);
  if (!answer.ok) return { step: 'amount', errors: ['beyond'], max: answer.max };
  return { step: 'result', advice: answer.advice };
}

/** The query parameters of the first step's answers, for the amount step's hidden fields. */
export const firstStepParams = (answers: ShadeAnswers): Record<string, string> =>
  answers.standard && answers.process ? { standard: answers.standard, process: answers.process } : {};
