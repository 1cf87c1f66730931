/**
 * The screens of parts not built yet, and which part each waits for (the tracker's later issues: the scheduled pool
 * games). A placeholder names its part, so nobody mistakes it
 * for a finished screen; upcoming.test.ts checks every route left to the placeholder is listed here.
 */
export type UpcomingPart = "lottery" | "derby" | "h2h";

export const UPCOMING: Readonly<Record<string, UpcomingPart>> = {
  "/derby": "derby",
  "/race-view": "derby",
  "/leaderboard": "derby",
  "/h2h-management": "h2h",
  "/category-management": "h2h",
  "/add-category": "h2h",
  "/add-question": "h2h",
  "/question-management": "h2h",
};

/** The part a path's placeholder waits for, if it is one of them. */
export const upcomingPart = (path: string): UpcomingPart | undefined => UPCOMING[path];
