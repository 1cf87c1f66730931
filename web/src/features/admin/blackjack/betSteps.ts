/**
 * The bet steps editor's form and its check: the form holds one field per step ({ steps: [{ amount }] }, what
 * react-hook-form's field array wants), and is checked by the contract's own schema (blackjackBetAmountsInputSchema,
 * the one the server parses with) on the list it makes; each of the schema's complaints, and each of the server's
 * field errors ("betAmountList.2"), is put on the field it names.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { BLACKJACK_BET_LIMITS, blackjackBetAmountsInputSchema } from "@arena/contracts";

export const ADMIN_BLACKJACK_API = {
  summary: "/api/v1/admin/blackjack/summary",
  betAmounts: "/api/v1/admin/blackjack/betAmounts",
} as const;

export interface StepsForm {
  steps: { amount: number }[];
}

/** The list the server is sent: the steps as numbers, smallest first. */
export const stepsOf = (form: StepsForm): number[] => form.steps.map((s) => s.amount);
export const sortedSteps = (form: StepsForm): number[] => [...stepsOf(form)].sort((a, b) => a - b);

export const formOf = (list: readonly number[]): StepsForm => ({ steps: list.map((amount) => ({ amount })) });

/** The form field a path of the contract's input names: one step, or the list as a whole. */
export function fieldOf(path: string): `steps.${number}.amount` | "steps.root" {
  const match = /^betAmountList\.(\d+)$/.exec(path);
  return match ? `steps.${Number(match[1])}.amount` : "steps.root";
}

/** Form errors in react-hook-form's shape from [field, message] pairs (the first message of each field wins). */
export function formErrors(pairs: readonly (readonly [string, string])[]): FieldErrors<StepsForm> {
  const steps: Record<string, unknown> = {};
  for (const [path, message] of pairs) {
    const field = fieldOf(path);
    if (field === "steps.root") {
      steps.root ??= { type: "validate", message };
    } else {
      const index = Number(field.split(".")[1]);
      steps[index] ??= { amount: { type: "validate", message } };
    }
  }
  return Object.keys(steps).length > 0 ? ({ steps } as FieldErrors<StepsForm>) : {};
}

export const stepsResolver: Resolver<StepsForm> = async (values) => {
  // An emptied number field is NaN: the schema's "a number of coins" message is the one to show.
  const parsed = blackjackBetAmountsInputSchema.safeParse({ betAmountList: stepsOf(values) });
  if (parsed.success) return { values, errors: {} };
  return { values: {}, errors: formErrors(parsed.error.issues.map((issue) => [["betAmountList", ...issue.path.slice(1)].join("."), issue.message] as const)) };
};

/** The amount a new step starts at: twice the largest (at most the limit), or the smallest bet allowed. */
export function nextStep(amounts: readonly number[]): number {
  const known = amounts.filter((a) => Number.isFinite(a) && a > 0);
  if (known.length === 0) return 1;
  return Math.min(BLACKJACK_BET_LIMITS.max, Math.max(...known) * 2);
}
