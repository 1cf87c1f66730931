import { newDrawSchema } from "@arena/contracts";
import { formResolver } from "../../lib/forms";

/** The new-draw form as typed: numbers from number inputs, times from datetime-local inputs (the admin's local time). */
export interface NewDrawForm {
  title: string;
  pick: number;
  of: number;
  ticketPrice: number;
  houseSharePercent: number;
  ranks: { matches: number; sharePercent: number }[];
  minTickets: number;
  ticketLimit: number;
  salesCloseAt: string;
  drawAt: string;
}

/** A datetime-local value (no zone: the browser's) as the ISO instant the schema asks for; anything else as typed. */
export const isoOfLocal = (value: string): string => {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : value;
};

/** An instant as a datetime-local value in the browser's zone. */
export const localOf = (at: Date): string => {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

export const newDrawResolver = formResolver<NewDrawForm, typeof newDrawSchema>(newDrawSchema, (v) => ({
  ...v,
  salesCloseAt: isoOfLocal(v.salesCloseAt),
  drawAt: isoOfLocal(v.drawAt),
}));

/** A starting point: rules-lottery's default terms, sales closing in a day and the draw an hour after. */
export function defaultDraw(now: Date): NewDrawForm {
  const close = new Date(now.getTime() + 24 * 3600_000);
  return {
    title: "",
    pick: 5,
    of: 36,
    ticketPrice: 1,
    houseSharePercent: 20,
    ranks: [
      { matches: 5, sharePercent: 50 },
      { matches: 4, sharePercent: 30 },
      { matches: 3, sharePercent: 20 },
    ],
    minTickets: 1,
    ticketLimit: 10_000,
    salesCloseAt: localOf(close),
    drawAt: localOf(new Date(close.getTime() + 3600_000)),
  };
}
