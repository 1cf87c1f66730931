import { useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useProfile } from "../../platform/account";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { ResponsiblePlayCard } from "../coins/ResponsiblePlayCard";
import { WalletPanel } from "../coins/WalletPanel";
import { ProfileEditor } from "./ProfileEditor";
import { ProfileSummary } from "./ProfileSummary";
import { TopUpModal } from "./TopUpModal";
import "./profile.css";

/** /my-profile (profile, wallet, responsible play) and /create-profile (first time: "Complete your profile"). */
export function ProfilePage({ firstTime = false }: { firstTime?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: profile, error, isLoading, mutate } = useProfile();
  const topUpOpen = !firstTime && params.get("showModal") === "true";

  return (
    <div className="profile-page">
      <header className="profile-page__header">
        <p className="profile-page__kicker">{t(firstTime ? "profile.welcome" : "profile.kicker")}</p>
        <h1 className="profile-page__title">{t(firstTime ? "profile.completeTitle" : "pages.myProfile")}</h1>
        <p className="profile-page__lead">{t(firstTime ? "profile.completeLead" : "profile.lead")}</p>
      </header>
      {isLoading || (!profile && !error) ? (
        <div className="profile-page__grid" role="status" aria-label={t("status.loading")}>
          <div className="profile-card">
            <span className="skeleton profile-skeleton-avatar" aria-hidden="true" />
            <SkeletonLines lines={5} />
          </div>
          <div className="profile-panel">
            <SkeletonLines lines={7} />
          </div>
        </div>
      ) : error || !profile ? (
        <LoadError onRetry={() => void mutate()} />
      ) : (
        <div className={`profile-page__grid ${firstTime ? "profile-page__grid--single" : ""}`}>
          {!firstTime && <ProfileSummary profile={profile} />}
          <section className="profile-panel" aria-labelledby="profile-edit-title">
            <h2 id="profile-edit-title" className="profile-panel__title">
              {t(firstTime ? "profile.yourDetails" : "profile.editTitle")}
            </h2>
            <ProfileEditor
              key={profile._id}
              profile={profile}
              allowUnchanged={firstTime}
              submitLabel={t(firstTime ? "profile.saveAndContinue" : "profile.save")}
              onSaved={firstTime ? () => navigate("/my-profile") : undefined}
            />
          </section>
        </div>
      )}
      {!firstTime && (
        <div className="profile-page__grid profile-page__grid--wallet">
          <WalletPanel />
          <ResponsiblePlayCard />
        </div>
      )}
      <TopUpModal
        open={topUpOpen}
        onClose={() => {
          params.delete("showModal");
          setParams(params, { replace: true });
        }}
      />
    </div>
  );
}
