import type { FieldValues, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/**
 * zodResolver for a form whose controls hold text (an input, a select, radios) while the contracts' schema
 * coerces them; `prepare` may tidy the values first (e.g. drop empty choices). The schema stays the only rule.
 */
export function formResolver<F extends FieldValues, S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  prepare: (values: F) => Record<string, unknown> = (values) => values,
): Resolver<F, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<F, unknown, z.output<S>>;
  return (values, context, options) => resolve(prepare(values) as F, context, options);
}
