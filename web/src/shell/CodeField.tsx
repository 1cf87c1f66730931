import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { OTP_LENGTH } from "@arena/contracts";
import { guardDigitKeys } from "../lib/numberInput";
import { TextField } from "./Field";

interface CodeFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  registration: UseFormRegisterReturn;
}

/**
 * The field of a code mailed to the player (the email OTP, the withdrawal confirmation): digits only, the phone's
 * number pad, and the browser's one-time-code autofill. No maxLength: a longer code is the form's schema to refuse
 * with its own message, not the field's to cut short.
 */
export function CodeField({ id, label, error, registration }: CodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      onKeyDown={guardDigitKeys}
      className="field__control--code"
      placeholder={"\u2022".repeat(OTP_LENGTH)}
      error={error}
      registration={registration}
    />
  );
}
