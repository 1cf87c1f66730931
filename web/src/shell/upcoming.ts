/**
 * The screens of parts not built yet, and which part each waits for (the tracker's later issues: the scheduled pool
 * games). A placeholder names its part, so nobody mistakes it
 * for a finished screen; upcoming.test.ts checks every route left to the placeholder is listed here.
 */
export type UpcomingPart = "lottery" | "derby" | "h2h";

export const UPCOMING: Readonly<Record<string, UpcomingPart>> = {
};

/** The part a path's placeholder waits for, if it is one of them. */
export const upcomingPart = (path: string): UpcomingPart | undefined => UPCOMING[path];
