import { useTranslation } from "react-i18next";
import { Dialog } from "../../shell/Dialog";
import { BalanceBox } from "../coins/BalanceBox";
import { DepositForm } from "../coins/DepositForm";
import { FreeplayNote } from "../coins/FreeplayNote";
import { useWalletBalance } from "../../platform/account";
import "../coins/coins.css";

/** /my-profile?showModal=true: top-up for players with too little balance (a deposit, then back to play). */
export function TopUpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { balance, currency } = useWalletBalance();
  return (
    <Dialog open={open} onClose={onClose} title={t("topUp.title")} size="small">
      <p className="top-up__lead">{t(currency === "FREE" ? "topUp.freeLead" : "topUp.lead")}</p>
      <BalanceBox balance={balance} currency={currency} />
      {currency === "FREE" ? <FreeplayNote /> : <DepositForm idPrefix="top-up" onDeposited={onClose} />}
    </Dialog>
  );
}
