import { useTranslation } from "react-i18next";
import { timeLeft, useNow } from "./countdown";

const pad = (n: number) => String(n).padStart(2, "0");

/** Time left until `at`, ticking; "now" once it has passed (the server's job moves the draw on within seconds). */
export function Countdown({ at, ns = "lottery" }: { at: string; /** Whose countdown texts ({ns}.countdown.*). */ ns?: string }) {
  const { t } = useTranslation();
  const left = timeLeft(at, useNow());
  const text = left.over
    ? t(`${ns}.countdown.now`)
    : left.d > 0
      ? t(`${ns}.countdown.dhms`, { d: left.d, h: left.h, m: pad(left.m) })
      : left.h > 0
        ? t(`${ns}.countdown.hms`, { h: left.h, m: pad(left.m), s: pad(left.s) })
        : t(`${ns}.countdown.ms`, { m: left.m, s: pad(left.s) });
  return <time dateTime={at}>{text}</time>;
}
