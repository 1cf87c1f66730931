import { Suspense, lazy, useState, type ComponentType } from "react";
import { useAtomValue } from "jotai";
import { isLoggedInAtom } from "../platform/session";
import { authPanelOpenAtom, contactOpenAtom, settingsOpenAtom, walletModalOpenAtom } from "../shell/panels";

/**
 * An overlay of the root frame whose code (its forms, react-hook-form, the wallet sign-in) loads the first time it
 * is wanted rather than with the home page. Once loaded it stays mounted, exactly as when it was in the first
 * download: it shows itself from its own open state.
 */
function whenWanted(load: () => Promise<ComponentType>, useWanted: () => boolean): ComponentType {
  const Overlay = lazy(async () => ({ default: await load() }));
  return function LazyOverlay() {
    const wanted = useWanted();
    const [loaded, setLoaded] = useState(false);
    if (wanted && !loaded) setLoaded(true);
    if (!loaded) return null;
    return (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    );
  };
}

export const AuthPanel = whenWanted(
  () => import("../features/auth/AuthPanel").then((m) => m.AuthPanel),
  () => useAtomValue(authPanelOpenAtom),
);
export const WalletConnectModal = whenWanted(
  () => import("../features/wallet/WalletConnectModal").then((m) => m.WalletConnectModal),
  () => useAtomValue(walletModalOpenAtom),
);
/** It opens by itself from the profile (once per session), so it is wanted as soon as someone is signed in. */
export const ReferralCodeModal = whenWanted(
  () => import("../features/referral/ReferralCodeModal").then((m) => m.ReferralCodeModal),
  () => useAtomValue(isLoggedInAtom),
);
export const ContactModal = whenWanted(
  () => import("../features/contact/ContactModal").then((m) => m.ContactModal),
  () => useAtomValue(contactOpenAtom),
);
export const SettingsModal = whenWanted(
  () => import("../features/settings/SettingsModal").then((m) => m.SettingsModal),
  () => useAtomValue(settingsOpenAtom),
);
