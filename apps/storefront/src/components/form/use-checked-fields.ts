import { type ChangeEvent, useId, useState } from 'react';
import { useKeepTyped } from './use-keep-typed';

/** What a field's check found, by field: a message key, or nothing. */
type Problems = Partial<Record<string, string>>;

/** The props a Field or TextAreaField takes from useCheckedFields. */
export interface BoundField {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/**
 * The text fields of a form checked in the browser before it is sent: their values, and what the
 * last check found. `field(name)` gives a field its id, value, change handler and message (the
 * check's key read by `message`); `passes(problems)` shows a check's findings and says whether the
 * form may be sent. What was typed before the page was interactive is kept (useKeepTyped).
 */
export function useCheckedFields<Values extends { [Name in keyof Values]: string }>(
  initial: Values,
  message: (key: string) => string,
) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Problems>({});
  const names = Object.keys(initial) as (keyof Values & string)[];
  useKeepTyped(
    names.map((name) => [
      `${id}-${name}`,
      initial[name],
      (typed) => setValues((current) => ({ ...current, [name]: typed })),
    ]),
  );

  const field = (name: keyof Values & string): BoundField => {
    const problem = errors[name];
    return {
      id: `${id}-${name}`,
      value: values[name],
      onChange: (event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
      error: problem ? message(problem) : undefined,
    };
  };

  const passes = (problems: Problems) => {
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  return { id, values, errors, field, passes };
}
