import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../shell/Dialog";
import { Icon } from "../../../shell/Icon";
import { LoadError } from "../../../shell/Status";
import { BalanceBox } from "../../coins/BalanceBox";
import { Avatar } from "../../profile/Avatar";
import { useProfile, useWalletBalance } from "../../../platform/account";
import { ClientSeedField } from "../../table/ClientSeedField";
import { CLIENT_SEED_KEY } from "../realtime";
import "../../coins/coins.css";
import "../../profile/profile.css";
import "./ProfilePanel.css";

/** The menu's Profile panel: avatar, name and balance in the current coins, with a link to the full profile. */
export function ProfilePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: profile, error, isLoading, mutate } = useProfile();
  const { balance, currency } = useWalletBalance();
  return (
    <Dialog open={open} onClose={onClose} title={t("ludoMenu.profile.title")} variant="panel">
      {isLoading || (!profile && !error) ? (
        <div className="ludo-profile" role="status" aria-label={t("status.loading")}>
          <span className="skeleton profile-skeleton-avatar" />
          <span className="skeleton skeleton--heading" />
          <span className="skeleton skeleton--row" />
        </div>
      ) : error || !profile ? (
        <LoadError compact onRetry={() => void mutate()} />
      ) : (
        <div className="ludo-profile">
          <Avatar src={profile.profilePic} name={profile.fullName || profile.userName} size="large" />
          <div className="ludo-profile__names">
            <p className="ludo-profile__name">{profile.fullName || profile.userName}</p>
            <p className="ludo-profile__user">@{profile.userName}</p>
          </div>
          <BalanceBox balance={balance} currency={currency} />
          <ClientSeedField storageKey={CLIENT_SEED_KEY} textKey="ludoMenu.seed" />
          <Link to="/my-profile" className="btn btn--outline btn--block">
            <Icon name="user" size={18} />
            {t("ludoMenu.profile.open")}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
