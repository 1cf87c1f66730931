import { useEffect, useState } from "react";
import { useAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { currentLanguage, loadTexts } from "../../i18n";
import { walletModeAtom } from "../../platform/walletMode";
import { countryIn, noticeFor, type NoticePlace } from "./notice";
import { NoticeBanner } from "./NoticeBanner";
import { JURISDICTION_TEXTS } from "./texts";
import { useJurisdiction } from "./useJurisdiction";
import "./jurisdiction.css";

let textsLoaded = false;

/** The notice's texts, fetched the first time a notice is to be shown (a player where everything is allowed never needs them). */
function useTexts(wanted: boolean): boolean {
  const [ready, setReady] = useState(textsLoaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadTexts(JURISDICTION_TEXTS).then(
      () => {
        textsLoaded = true;
        if (live) setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * Tells a player, before they try to pay, what the platform offers where they connect from: on the deposit form and on
 * the game menus. Nothing while it is allowed (or not known yet).
 */
export function JurisdictionNotice({ place }: { place: NoticePlace }) {
  const { i18n } = useTranslation();
  const view = useJurisdiction();
  const [currency, setMode] = useAtom(walletModeAtom);
  const kind = noticeFor(view, currency, place);
  const ready = useTexts(kind !== "none");
  if (kind === "none" || !view || !ready) return null;
  return <NoticeBanner kind={kind} place={place} country={countryIn(view, currentLanguage(i18n.language))} onFreeCoins={() => setMode("FREE")} />;
}
