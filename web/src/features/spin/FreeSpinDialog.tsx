/**
 * Today's free spin, offered by itself once a day (FreeSpinPrompt). "Spin now" goes to the wheel, which spins it at
 * once; "Later" (or closing) leaves it for the wheel's page. Either way POST spin/updateSpinStatus says the dialog was
 * seen, so it does not open again today.
 */
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { SpinStatusView } from "@arena/contracts";
import { currentLanguage, loadTexts } from "../../i18n";
import { request } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import { SPIN_API } from "./spinApi";
import { SPIN_TEXTS } from "./texts";
import "./free-spin.css";

interface Props {
  potAmount: number | null;
  onDone: () => void;
}

export function FreeSpinDialog({ potAmount, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    let live = true;
    loadTexts(SPIN_TEXTS).then(
      () => live && setReady(true),
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const seen = async () => {
    setOpen(false);
    await request(SPIN_API.markSeen, { method: "POST" });
    await mutate<SpinStatusView>(SPIN_API.status, (s) => (s ? { ...s, isSpinView: true } : s), { revalidate: true });
    onDone();
  };
  const spinNow = () => {
    void seen();
    navigate("/jackpot", { state: { freeSpin: true } });
  };

  if (!ready) return null;
  return (
    <Dialog open={open} onClose={() => void seen()} title={t("spin.free.title")} size="small" className="free-spin">
      <div className="free-spin__art" aria-hidden="true">
        <Icon name="wheel" size={56} />
      </div>
      <p className="free-spin__lead">{t("spin.free.lead")}</p>
      {potAmount !== null && potAmount > 0 && <p className="free-spin__pot">{t("spin.free.pot", { amount: formatCoins(potAmount, lang) })}</p>}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void seen()}>
          {t("spin.free.later")}
        </button>
        <button type="button" className="btn btn--primary" onClick={spinNow}>
          <Icon name="wheel" size={18} />
          {t("spin.free.spin")}
        </button>
      </div>
    </Dialog>
  );
}
