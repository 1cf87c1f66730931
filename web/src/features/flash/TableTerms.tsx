/**
 * A table's terms as tags, shown before anyone sits (the lobby's tiers, the table's head): boot, blind limit, chaal
 * limit, pot limit, buy-in range, where A-2-3 ranks, the coins and the mode.
 */
import { useTranslation } from "react-i18next";
import type { FlashTableTerms } from "@arena/contracts";
import { formatCoins } from "../../lib/numbers";
import { currentLanguage } from "../../i18n";
import "./TableTerms.css";

interface TableTermsProps {
  terms: FlashTableTerms;
  currency: string;
  a23?: string;
  mode?: string;
}

export function TableTerms({ terms, currency, a23, mode }: TableTermsProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => formatCoins(n, lang);
  return (
    <ul className="flash-terms" aria-label={t("flash.terms.label")}>
      {mode && <li className="flash-terms__mode">{t(`flash.mode.${mode}`, { defaultValue: mode })}</li>}
      <li>{t("flash.terms.boot", { amount: coins(terms.boot), currency })}</li>
      <li>{t("flash.terms.blindLimit", { count: terms.blindLimit })}</li>
      <li>{t("flash.terms.chaalLimit", { amount: coins(terms.chaalLimit) })}</li>
      <li>{t("flash.terms.potLimit", { amount: coins(terms.potLimit) })}</li>
      <li>{t("flash.terms.buyIn", { min: coins(terms.minBuyIn), max: coins(terms.maxBuyIn) })}</li>
      {a23 && <li>{t(a23 === "lowest" ? "flash.terms.a23Lowest" : "flash.terms.a23Second")}</li>}
      {currency === "FREE" && <li className="flash-terms__free">{t("flash.terms.free")}</li>}
    </ul>
  );
}
