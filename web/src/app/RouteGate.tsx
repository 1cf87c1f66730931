import { useEffect, type ReactNode } from "react";
import { useAtomValue } from "jotai";
import { Navigate } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { loggedOutRedirect, type SpecRoute } from "@arena/contracts";
import { isAdmin, useProfile } from "../platform/account";
import { isLoggedInAtom } from "../platform/session";
import { PageLoader } from "../shell/Status";

/**
 * Access rules of the route table: guarded → "/" and game → "/?login" when logged out; admin → "/" when
 * logged out or when the profile is not an ADMIN.
 */
export function RouteGate({ route, children }: { route: SpecRoute; children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const redirect = loggedIn ? null : loggedOutRedirect(route.access);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <PageTitle titleKey={route.title} />
      {route.access === "admin" ? <AdminOnly>{children}</AdminOnly> : children}
    </>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { data: profile, error, isLoading } = useProfile();
  if (isLoading || (!profile && !error)) return <PageLoader />;
  if (!isAdmin(profile)) return <AdminsOnly />;
  return children;
}

/** A player who opens an admin address is sent home and told why, not silently. */
function AdminsOnly() {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t("shell.adminOnly"), { id: "admin-only" });
  }, [t]);
  return <Navigate to="/" replace />;
}

/** Every page sets the document title from its route-table title key. */
function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · Coin Arena`;
  }, [title]);
  return null;
}
