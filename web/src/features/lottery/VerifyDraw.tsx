import { useTranslation } from "react-i18next";
import type { LotteryDrawView } from "@arena/contracts";
import { Icon } from "../../shell/Icon";
import { verifyDraw } from "./verifyDraw";

/** "Verify this draw": the proof, and the browser's own hash and redraw beside what the server announced. */
export function VerifyDraw({ draw }: { draw: LotteryDrawView }) {
  const { t } = useTranslation();
  const v = verifyDraw(draw);
  const p = draw.proof;
  const verdict =
    v.state === "pending"
      ? t("lottery.verify.pending")
      : v.state === "void"
        ? t(v.commitmentMatches ? "lottery.verify.void" : "lottery.verify.voidFailed")
        : t(`lottery.verify.${v.state}`);
  const good = v.state === "verified" || (v.state === "void" && v.commitmentMatches);
  return (
    <details className="lt-verify">
      <summary>
        <Icon name="shield" size={16} />
        {t("lottery.verify.open")}
      </summary>
      <p className="lt-hint">{t("lottery.verify.lead")}</p>
      <dl className="lt-proof">
        <div>
          <dt>{t("lottery.verify.commitment")}</dt>
          <dd>
            <code>{p.serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t("lottery.verify.entropy")}</dt>
          <dd>
            {t(`lottery.verify.source.${p.entropySource}`, { round: p.beaconRound ?? "" })}
            {p.entropy && (
              <>
                {": "}
                <code>{p.entropy}</code>
              </>
            )}
          </dd>
        </div>
        {p.serverSeed && (
          <div>
            <dt>{t("lottery.verify.seed")}</dt>
            <dd>
              <code>{p.serverSeed}</code>
            </dd>
          </div>
        )}
        {v.state !== "pending" && (
          <div>
            <dt>{t("lottery.verify.hash")}</dt>
            <dd>
              <code>{v.computedHash}</code>
            </dd>
          </div>
        )}
        {(v.state === "verified" || v.state === "failed") && (
          <div>
            <dt>{t("lottery.verify.recomputed")}</dt>
            <dd data-testid="recomputed-numbers">{v.recomputed.join(" · ")}</dd>
          </div>
        )}
      </dl>
      <p className={`note ${v.state === "pending" ? "note--pending" : good ? "note--success" : "note--danger"}`} role="status" data-verdict={v.state}>
        <Icon name={good ? "check" : v.state === "pending" ? "clock" : "alert"} size={18} />
        <span>{verdict}</span>
      </p>
    </details>
  );
}
