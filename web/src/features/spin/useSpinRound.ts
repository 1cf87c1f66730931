/**
 * One spin from the page's side: ask the server (it decides: the free spin if there, else a bought one), turn the
 * wheel to the angle it answered, and only when the wheel rests show the result. The status, the pot and the lists are
 * refetched after it; the wallet too (a prize is paid at once). Nothing here decides a prize.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import type { SpinOutcome, SpinStatusView, WheelTableView } from "@arena/contracts";
import { isWalletKey, request } from "../../lib/api";
import { useMediaQuery } from "../../shell/useMediaQuery";
import { pointerSegment } from "./wheel/geometry";
import { WheelMotion } from "./wheel/wheelMotion";
import { SPIN_API, isSpinKey } from "./spinApi";

/** Where the wheel came to rest, read from its own rotation (what the pointer shows). */
export interface WheelRest {
  segment: number;
  rotation: number;
}

export type SpinRefusal = { code: number; message: string };

export interface SpinRound {
  motion: WheelMotion;
  spinning: boolean;
  /** The last spin's answer, once the wheel rests on it. */
  result: SpinOutcome | null;
  /** The result dialog is open (it opens when the wheel rests). */
  showResult: boolean;
  rest: WheelRest | null;
  /** The server's refusal of the last spin (no spin left: 409; a country where coins cannot be played: 403). */
  refusal: SpinRefusal | null;
  /** Spins; resolves to the server's refusal, if it refused. */
  spin: () => Promise<SpinRefusal | null>;
  dismissResult: () => void;
}

export function useSpinRound(table: WheelTableView | undefined, refreshTable: () => Promise<unknown>): SpinRound {
  const { mutate } = useSWRConfig();
  const motion = useMemo(() => new WheelMotion(), []);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<SpinOutcome | null>(null);
  const [showResult, setShowResult] = useState(false);
  const [rest, setRest] = useState<WheelRest | null>(null);
  const [refusal, setRefusal] = useState<SpinRefusal | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const spin = useCallback(async () => {
    if (spinning) return null;
    setSpinning(true);
    setRefusal(null);
    setShowResult(false);
    const answer = await request<SpinOutcome>(SPIN_API.spin, { method: "POST", body: {} });
    const outcome = answer.result;
    if (answer.responseCode !== 200 || !outcome) {
      setSpinning(false);
      const refused = { code: answer.responseCode, message: answer.responseMessage };
      setRefusal(refused);
      void mutate(SPIN_API.status);
      return refused;
    }
    // An admin published a new table since the page loaded: draw the table this spin was judged by first.
    if (!table || table.version !== outcome.tableVersion || table.segments.length !== outcome.segments) await refreshTable();
    // What the page shows at once: the spin is used, the pot moved.
    void mutate<SpinStatusView>(SPIN_API.status, (s) => (s ? { ...s, isFreeSpin: outcome.isFreeSpin, spinsLeft: outcome.spinsLeft, potAmount: outcome.potAmount } : s), { revalidate: false });
    void mutate(SPIN_API.pot, { potAmount: outcome.potAmount }, { revalidate: false });
    const plan = motion.spinTo(outcome.angle, performance.now(), { reducedMotion });
    timer.current = window.setTimeout(() => {
      setRest({ segment: pointerSegment(motion.resting, outcome.segments), rotation: motion.resting });
      setResult(outcome);
      setShowResult(true);
      setSpinning(false);
      void mutate(isSpinKey);
      void mutate(isWalletKey);
    }, plan.duration);
    return null;
  }, [spinning, table, refreshTable, motion, reducedMotion, mutate]);

  const dismissResult = useCallback(() => setShowResult(false), []);
  return { motion, spinning, result, showResult, rest, refusal, spin, dismissResult };
}
