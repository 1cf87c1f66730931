/**
 * The result of a spin, opened when the wheel rests: the prize of the segment the pointer shows, the coins won, the pot
 * if it dropped (and why), and the spin's proof. "Spin again" spins the next one (or buys more when none is left).
 */
import { useTranslation } from "react-i18next";
import type { SpinOutcome } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins } from "../../lib/numbers";
import { Dialog } from "../../shell/Dialog";
import { Icon } from "../../shell/Icon";
import { dropWords, prizeWords, resultHeadline } from "./prizeWords";

interface Props {
  outcome: SpinOutcome;
  open: boolean;
  onClose: () => void;
  onAgain: () => void;
}

export function SpinResultDialog({ outcome, open, onClose, onAgain }: Props) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => t("spin.coins", { amount: formatCoins(n, lang) });
  const won = outcome.coins + outcome.jackpot > 0;
  const drop = dropWords(t, outcome.dropped);
  return (
    <Dialog open={open} onClose={onClose} title={t("spin.result.title")} size="small" className="jp-result">
      <div className={`jp-result__headline ${outcome.jackpot > 0 ? "jp-result__headline--jackpot" : won ? "jp-result__headline--win" : ""}`}>
        <Icon name={outcome.jackpot > 0 ? "trophy" : won ? "coin" : "wheel"} size={30} />
        <p>{resultHeadline(t, outcome, lang)}</p>
      </div>
      <dl className="jp-result__facts">
        <div>
          <dt>{t("spin.result.prize")}</dt>
          <dd>{prizeWords(t, outcome.prize, lang)}</dd>
        </div>
        <div>
          <dt>{t("spin.result.segment")}</dt>
          <dd>{t("spin.result.segmentOf", { segment: outcome.segment, count: outcome.segments })}</dd>
        </div>
        <div>
          <dt>{t(outcome.kind === "free" ? "spin.result.freeStake" : "spin.result.stake")}</dt>
          <dd>{coins(outcome.stake)}</dd>
        </div>
        <div>
          <dt>{t("spin.result.coinsWon")}</dt>
          <dd>{coins(outcome.coins)}</dd>
        </div>
        {outcome.jackpot > 0 && (
          <div>
            <dt>{t("spin.result.jackpot")}</dt>
            <dd>{coins(outcome.jackpot)}</dd>
          </div>
        )}
      </dl>
      {drop && (
        <p className="note note--success" role="status">
          <Icon name="trophy" size={18} />
          <span>{drop}</span>
        </p>
      )}
      <details className="jp-proof">
        <summary>{t("spin.proof.title")}</summary>
        <dl className="jp-proof__list">
          <div>
            <dt>{t("spin.proof.hash")}</dt>
            <dd className="jp-mono">{outcome.proof.serverSeedHash}</dd>
          </div>
          <div>
            <dt>{t("spin.proof.clientSeed")}</dt>
            <dd className="jp-mono">{outcome.proof.clientSeed}</dd>
          </div>
          <div>
            <dt>{t("spin.proof.nonce")}</dt>
            <dd className="jp-mono">{outcome.proof.nonce}</dd>
          </div>
        </dl>
        <p className="jp-proof__note">{t("spin.proof.sealed")}</p>
      </details>
      <p className="jp-result__left">{outcome.spinsLeft > 0 ? t("spin.result.spinsLeft", { count: outcome.spinsLeft }) : t("spin.result.noneLeft")}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("spin.result.back")}
        </button>
        <button type="button" className="btn btn--primary" onClick={onAgain}>
          <Icon name="wheel" size={18} />
          {outcome.spinsLeft > 0 ? t("spin.result.again") : t("spin.result.buyMore")}
        </button>
      </div>
    </Dialog>
  );
}
