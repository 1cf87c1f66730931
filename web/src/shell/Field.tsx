import type { InputHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** The accessibility attributes of a control with an error and an optional hint under it. */
export function controlA11y(id: string, error?: string, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return { id, "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown under the control (above the error); pass `hint` to controlA11y too. */
  hint?: ReactNode;
  /** Beside the label, e.g. a counter or a link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and the error under the field (the spec's text, in English). */
export function Field({ id, label, error, hint, aside, className = "", children }: FieldProps) {
  return (
    <div className={`field ${className}`}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** A text input bound to react-hook-form. */
export function TextField({ id, label, error, hint, aside, registration, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} aside={aside}>
      <input
        type="text"
        className={`field__control ${className ?? ""}`}
        {...input}
        {...controlA11y(id, error, Boolean(hint))}
        {...registration}
      />
    </Field>
  );
}
