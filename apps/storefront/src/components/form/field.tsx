import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

/** What a field's control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control, read out with it (aria-describedby), and marks it invalid. */
  error?: string | undefined;
  className?: string | undefined;
}

/**
 * A labelled control with its hint and its error, both tied to it (aria-describedby). The warning
 * sign is decoration: the colour is never the only sign of a problem.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Framed<Attributes, Element> = FrameProps & Omit<Attributes, 'id' | 'className'> & { ref?: Ref<Element> };

/** A framed control: the frame takes its own props, the control every other attribute. */
function framed<Props extends FrameProps>(
  { id, label, hint, error, className, ...control }: Props,
  render: (aria: ControlProps, attributes: Omit<Props, keyof FrameProps>) => ReactNode,
) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => render(aria, control)}
    </FieldFrame>
  );
}

export function Field(props: Framed<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  return framed(props, (aria, input) => <input {...aria} {...input} />);
}

export function TextAreaField(
  props: Framed<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>,
) {
  return framed(props, (aria, textarea) => <textarea {...aria} {...textarea} />);
}
