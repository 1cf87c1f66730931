import type { ReactNode } from "react";
import { STATIC_PAGE_SLUGS, type SpecRoute, type StaticPageSlug } from "@arena/contracts";
import { UserManagementPage } from "../features/admin/UserManagementPage";
import { WalletManagementPage } from "../features/admin/WalletManagementPage";
import { HomePage } from "../features/home/HomePage";
import { NotFoundPage } from "../features/home/NotFoundPage";
import { FairnessPage } from "../features/fairness/FairnessPage";
import { LudoGamePage } from "../features/ludo/game/LudoGamePage";
import { GameEnterPage } from "../features/ludo/menu/GameEnterPage";
import { LudoMenuPage } from "../features/ludo/menu/LudoMenuPage";
import { ProfilePage } from "../features/profile/ProfilePage";
import { StaticPage } from "../features/statics/StaticPage";
import { TransactionsPage } from "../features/transactions/TransactionsPage";
import { LearnMorePage } from "../features/wallet/LearnMorePage";
import { ComingSoon } from "../shell/ComingSoon";
import type { IconName } from "../shell/Icon";
import { ADMIN_MENU, PLAYER_MENU } from "../shell/navigation";

const isStaticSlug = (slug: string): slug is StaticPageSlug => STATIC_PAGE_SLUGS.includes(slug as StaticPageSlug);

/** The icon of the menu section a path belongs to (e.g. /ludo/menu → Ludo's dice). */
function iconFor(path: string): IconName | undefined {
  const section = `/${path.split("/")[1] ?? ""}`;
  return [...PLAYER_MENU, ...ADMIN_MENU].find((entry) => entry.to !== "/" && entry.to === section)?.icon;
}

/** The page a route shows: built screens, or the marked placeholder for screens of later issues. */
export function pageFor(route: SpecRoute): ReactNode {
  const slug = route.path.slice(1);
  if (route.path === "/") return <HomePage />;
  if (route.path === "/404") return <NotFoundPage />;
  if (isStaticSlug(slug)) return <StaticPage slug={slug} />;
  if (route.path === "/my-profile") return <ProfilePage />;
  if (route.path === "/create-profile") return <ProfilePage firstTime />;
  if (route.path === "/learnmore") return <LearnMorePage />;
  if (route.path === "/transaction" || route.path === "/view-transaction") return <TransactionsPage />;
  if (route.path === "/ludo" || route.path === "/ludo/menu") return <LudoMenuPage />;
  if (route.path === "/ludo/gameEnter") return <GameEnterPage />;
  if (route.path === "/user-management") return <UserManagementPage />;
  if (route.path === "/wallet-management") return <WalletManagementPage />;
  if (route.path === "/ludo/game") return <LudoGamePage />;
  if (route.path === "/fairness") return <FairnessPage />;
  return <ComingSoon titleKey={route.title} icon={iconFor(route.path)} />;
}
