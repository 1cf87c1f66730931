import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const pad = (n: number) => String(n).padStart(2, "0");

/** Time left until a question closes, ticking each second; "closing now" once passed (the server's job closes it). */
export function Countdown({ at }: { at: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const total = Math.max(0, Math.floor((new Date(at).getTime() - now) / 1000));
  if (total === 0) return <span>{t("h2h.closesNow")}</span>;
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const left = d > 0 ? t("h2h.countdown.dhm", { d, h, m: pad(m) }) : h > 0 ? t("h2h.countdown.hms", { h, m: pad(m), s: pad(s) }) : t("h2h.countdown.ms", { m, s: pad(s) });
  return <time dateTime={at}>{t("h2h.closesIn", { left })}</time>;
}
