import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../shell/Icon";
import "./game-card.css";
import "./FairInfo.css";

interface FairInfoProps {
  gameId: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The game's random draws so far, in its words (Ludo: 'Rolls so far'). */
  draws: { label: string; count: number };
  finished: boolean;
  /** The revealed server seed (sent with "game-end"), when this page saw the end. */
  serverSeed: string | null;
  /** The game's words for the check page link ('Check this game's dice') and for the note shown until the end. */
  verifyLabel: string;
  note: string;
  /** The check page's address of this game (default: /fairness?game={gameId}, Ludo's dice). */
  verifyHref?: string;
}

/** Provably fair: the commitment shown from the start, the check page linked once the seed is revealed. */
export function FairInfo({ gameId, serverSeedHash, clientSeed, draws, finished, serverSeed, verifyLabel, note, verifyHref }: FairInfoProps) {
  const { t } = useTranslation();
  return (
    <section className="game-card fair-info" aria-labelledby="fair-info-title">
      <h2 className="game-card__title" id="fair-info-title">
        <Icon name="shield" size={18} />
        {t("table.fair.title")}
      </h2>
      <dl className="fair-info__list">
        <div>
          <dt>{t("table.fair.gameId")}</dt>
          <dd className="fair-info__mono">{gameId || "—"}</dd>
        </div>
        <div>
          <dt>{t("table.fair.hash")}</dt>
          <dd className="fair-info__mono" title={serverSeedHash}>
            {serverSeedHash || t("table.fair.pending")}
          </dd>
        </div>
        <div>
          <dt>{t("table.fair.clientSeed")}</dt>
          <dd className="fair-info__mono">{clientSeed || "—"}</dd>
        </div>
        <div>
          <dt>{draws.label}</dt>
          <dd>{draws.count}</dd>
        </div>
        {serverSeed && (
          <div>
            <dt>{t("table.fair.serverSeed")}</dt>
            <dd className="fair-info__mono" title={serverSeed}>
              {serverSeed}
            </dd>
          </div>
        )}
      </dl>
      {finished && gameId ? (
        // A new tab: this page keeps the room (and a possible rematch) open.
        <Link className="btn btn--outline btn--block" to={verifyHref ?? `/fairness?game=${encodeURIComponent(gameId)}`} target="_blank" rel="noopener">
          <Icon name="check" size={18} />
          {verifyLabel}
          <Icon name="external" size={16} />
          <span className="visually-hidden">{t("table.fair.newTab")}</span>
        </Link>
      ) : (
        <p className="fair-info__note">{note}</p>
      )}
    </section>
  );
}
