import { Suspense, lazy } from "react";
import { useAtomValue } from "jotai";
import { loadTexts } from "../../i18n";
import { isLoggedInAtom } from "../../platform/session";
import { SkeletonLines } from "../../shell/Status";
import { NOTIFICATION_TEXTS } from "./texts";

/**
 * The top bar's bell and the Settings modal's reminder switch, for signed-in players. This file is all the first
 * download holds of them: the bell's code (its list, polling, words) and texts load once someone is signed in.
 */
const withTexts = <T,>(load: () => Promise<T>) => Promise.all([load(), loadTexts(NOTIFICATION_TEXTS)]).then(([module]) => module);

const LazyBell = lazy(() => withTexts(() => import("./Bell")).then((m) => ({ default: m.Bell })));
const LazyReminderSwitch = lazy(() => withTexts(() => import("./ReminderSwitch")).then((m) => ({ default: m.ReminderSwitch })));

export function NotificationBell() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return null;
  // The bell's place is kept while it loads, so the top bar does not move.
  return (
    <Suspense fallback={<span className="icon-btn" aria-hidden="true" style={{ visibility: "hidden" }} />}>
      <LazyBell />
    </Suspense>
  );
}

/** Game-play reminders on or off (GET/PUT user/preferences), in the Settings modal. */
export function ReminderSetting() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={<SkeletonLines lines={1} />}>
      <LazyReminderSwitch />
    </Suspense>
  );
}
