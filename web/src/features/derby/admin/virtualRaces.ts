/**
 * The virtual races' control (GET/POST admin/derby/virtual): on or off, and every how many minutes the platform
 * schedules one while no race is open. The form holds a switch and the minutes; the server is sent derbyVirtualSchema's
 * { everyMinutes } (null: off), checked by that schema.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { derbyVirtualSchema } from "@arena/contracts";

export interface VirtualForm {
  on: boolean;
  everyMinutes: number;
}

export interface VirtualSetting {
  everyMinutes: number | null;
}

/** The minutes offered when virtual races are off and turned on. */
export const DEFAULT_EVERY_MINUTES = 10;

export const formOf = (setting: VirtualSetting): VirtualForm => ({ on: setting.everyMinutes !== null, everyMinutes: setting.everyMinutes ?? DEFAULT_EVERY_MINUTES });

export const settingOf = (form: VirtualForm): VirtualSetting => ({ everyMinutes: form.on ? form.everyMinutes : null });

/** Off needs no minutes; on, the contract's rule (a whole number from 1 to 1440) in the admin's language. */
export const virtualResolver =
  (minutesMessage: string): Resolver<VirtualForm> =>
  async (values) => {
    const parsed = derbyVirtualSchema.safeParse(settingOf(values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<VirtualForm> = { everyMinutes: { type: "validate", message: minutesMessage } };
    return { values: {}, errors };
  };
