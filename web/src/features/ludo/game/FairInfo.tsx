import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../shell/Icon";
import "./game-card.css";
import "./FairInfo.css";

interface FairInfoProps {
  gameId: string;
  serverSeedHash: string;
  clientSeed: string;
  rolls: number;
  finished: boolean;
  /** The revealed server seed (sent with "game-end"), when this page saw the end. */
  serverSeed: string | null;
}

/** Provably fair: the commitment shown from the start, the check page linked once the seed is revealed. */
export function FairInfo({ gameId, serverSeedHash, clientSeed, rolls, finished, serverSeed }: FairInfoProps) {
  const { t } = useTranslation();
  return (
    <section className="game-card fair-info" aria-labelledby="fair-info-title">
      <h2 className="game-card__title" id="fair-info-title">
        <Icon name="shield" size={18} />
        {t("ludoGame.fair.title")}
      </h2>
      <dl className="fair-info__list">
        <div>
          <dt>{t("ludoGame.fair.gameId")}</dt>
          <dd className="ludo-mono">{gameId || "—"}</dd>
        </div>
        <div>
          <dt>{t("ludoGame.fair.hash")}</dt>
          <dd className="ludo-mono" title={serverSeedHash}>
            {serverSeedHash || t("ludoGame.fair.pending")}
          </dd>
        </div>
        <div>
          <dt>{t("ludoGame.fair.clientSeed")}</dt>
          <dd className="ludo-mono">{clientSeed || "—"}</dd>
        </div>
        <div>
          <dt>{t("ludoGame.fair.rolls")}</dt>
          <dd>{rolls}</dd>
        </div>
        {serverSeed && (
          <div>
            <dt>{t("ludoGame.fair.serverSeed")}</dt>
            <dd className="ludo-mono" title={serverSeed}>
              {serverSeed}
            </dd>
          </div>
        )}
      </dl>
      {finished && gameId ? (
        // A new tab: this page keeps the room (and a possible rematch) open.
        <Link className="btn btn--outline btn--block" to={`/fairness?game=${encodeURIComponent(gameId)}`} target="_blank" rel="noopener">
          <Icon name="check" size={18} />
          {t("ludoGame.fair.verify")}
          <Icon name="external" size={16} />
          <span className="visually-hidden">{t("ludoGame.fair.newTab")}</span>
        </Link>
      ) : (
        <p className="fair-info__note">{t("ludoGame.fair.during")}</p>
      )}
    </section>
  );
}
