/**
 * Opens today's free-spin dialog by itself (spec 4: when the spin status says the dialog was not seen today and a
 * free spin is there). On the home page of the main layout only, for a signed-in player (not in admin mode), once the
 * sign-in panel and the referral-code offer are out of the way: a page the player went to for something else is not
 * covered. Small, in the first download: the dialog and its texts load only when it opens.
 */
import { Suspense, lazy, useState } from "react";
import { useAtomValue } from "jotai";
import { useLocation } from "react-router-dom";
import useSWR from "swr";
import type { SpinStatusView } from "@arena/contracts";
import { fetchResult } from "../../lib/api";
import { useProfile } from "../../platform/account";
import { adminModeAtom, isLoggedInAtom } from "../../platform/session";
import { authPanelOpenAtom, referralPromptDismissedAtom } from "../../shell/panels";
import { SPIN_API } from "./spinApi";

const FreeSpinDialog = lazy(() => import("./FreeSpinDialog").then((m) => ({ default: m.FreeSpinDialog })));

export function FreeSpinPrompt() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const adminMode = useAtomValue(adminModeAtom);
  const authOpen = useAtomValue(authPanelOpenAtom);
  const referralAnswered = useAtomValue(referralPromptDismissedAtom);
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const referralOffered = Boolean(profile?.refferalCodeCheck && referralAnswered !== profile._id);
  const wanted = loggedIn && !adminMode && !authOpen && pathname === "/" && Boolean(profile) && !referralOffered;
  const { data: status } = useSWR<SpinStatusView>(wanted ? SPIN_API.status : null, fetchResult, { revalidateOnFocus: false });
  const due = wanted && status !== undefined && !status.isSpinView && status.isFreeSpin;
  // Once it has opened it stays mounted until it closes itself (it marks the dialog seen, so `due` turns false).
  const [shown, setShown] = useState(false);
  if (due && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <FreeSpinDialog potAmount={status?.potAmount ?? null} onDone={() => setShown(false)} />
    </Suspense>
  );
}
