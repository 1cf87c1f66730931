import { Suspense, lazy, type ComponentType, type ReactNode } from "react";
import { STATIC_PAGE_SLUGS, type SpecRoute, type StaticPageSlug } from "@arena/contracts";
import { blackjack } from "../features/blackjack";
import { HomePage } from "../features/home/HomePage";
import { NotFoundPage } from "../features/home/NotFoundPage";
import { GAMES, type GameEntry } from "../games/registry";
import { loadTexts, type TextPack } from "../i18n";
import { PageLoader } from "../shell/Status";

/**
 * A page that loads when it is first shown. The home page (and the small 404 page) are in the
 * first download; every other screen is its own chunk, with what only it needs: a game's screens bring the
 * realtime SDK and the game's texts, the profile the wallet helpers, the admin screens their tables.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

/** An admin screen, with the admin area's texts (adminArea.*), neither of which is in the first download. */
function adminPage(load: () => Promise<ComponentType>): ComponentType {
  return lazyPage(() =>
    Promise.all([load(), import("../features/admin/texts").then((m) => loadTexts(m.ADMIN_TEXTS))]).then(([Page]) => Page),
  );
}
/** The content and reminder screens (issue 17), each with its own texts besides the admin area's. */
function packedAdminPage(load: () => Promise<ComponentType>, texts: () => Promise<TextPack>): ComponentType {
  return adminPage(() => Promise.all([load(), texts().then(loadTexts)]).then(([Page]) => Page));
}
const contentTexts = () => import("../features/admin/content/texts").then((m) => m.CONTENT_TEXTS);
const reminderTexts = () => import("../features/admin/reminders/texts").then((m) => m.REMINDER_TEXTS);
const supportInboxTexts = () => import("../features/admin/support/texts").then((m) => m.SUPPORT_INBOX_TEXTS);
const referralAdminTexts = () => import("../features/admin/referral/texts").then((m) => m.REFERRAL_ADMIN_TEXTS);
const StaticManagementPage = packedAdminPage(() => import("../features/admin/content/StaticManagementPage").then((m) => m.StaticManagementPage), contentTexts);
const EditStaticPage = packedAdminPage(() => import("../features/admin/content/EditStaticPage").then((m) => m.EditStaticPage), contentTexts);
const FaqManagementPage = packedAdminPage(() => import("../features/admin/content/FaqManagementPage").then((m) => m.FaqManagementPage), contentTexts);
const FaqEditPage = packedAdminPage(() => import("../features/admin/content/FaqEditPage").then((m) => m.FaqEditPage), contentTexts);
const RemindersPage = packedAdminPage(() => import("../features/admin/reminders/RemindersPage").then((m) => m.RemindersPage), reminderTexts);
const ReminderFormPage = packedAdminPage(() => import("../features/admin/reminders/ReminderFormPage").then((m) => m.ReminderFormPage), reminderTexts);
const UserManagementPage = adminPage(() => import("../features/admin/UserManagementPage").then((m) => m.UserManagementPage));
const WalletManagementPage = adminPage(() => import("../features/admin/WalletManagementPage").then((m) => m.WalletManagementPage));
const AuditLogPage = adminPage(() => import("../features/admin/audit/AuditLogPage").then((m) => m.AuditLogPage));
const ContactInboxPage = adminPage(() => import("../features/admin/inbox/ContactInboxPage").then((m) => m.ContactInboxPage));
const SupportInboxPage = packedAdminPage(() => import("../features/admin/support/SupportInboxPage").then((m) => m.SupportInboxPage), supportInboxTexts);
const blackjackAdminTexts = () => import("../features/admin/blackjack/texts").then((m) => m.BLACKJACK_ADMIN_TEXTS);
const BlackjackManagementPage = packedAdminPage(() => import("../features/admin/blackjack/BlackjackManagementPage").then((m) => m.BlackjackManagementPage), blackjackAdminTexts);
const ReferralManagementPage = packedAdminPage(() => import("../features/admin/referral/ReferralManagementPage").then((m) => m.ReferralManagementPage), referralAdminTexts);
const DashboardPage = adminPage(() =>
  Promise.all([
    import("../features/admin/dashboard/DashboardPage"),
    import("../features/admin/dashboard/texts").then((m) => loadTexts(m.DASHBOARD_TEXTS)),
  ]).then(([m]) => m.DashboardPage),
);
const JurisdictionsPage = adminPage(() =>
  Promise.all([
    import("../features/admin/jurisdictions/JurisdictionsPage"),
    import("../features/admin/jurisdictions/texts").then((m) => loadTexts(m.JURISDICTIONS_TEXTS)),
  ]).then(([m]) => m.JurisdictionsPage),
);
const FraudManagementPage = adminPage(() =>
  Promise.all([
    import("../features/admin/fraud/FraudManagementPage"),
    import("../features/admin/fraud/texts").then((m) => loadTexts(m.FRAUD_TEXTS)),
  ]).then(([m]) => m.FraudManagementPage),
);
/** Resolves when a game's texts are here (in English at least), so its screens render in words. */
const loadGameTexts = (game: GameEntry): Promise<unknown> => Promise.all(game.texts.map(loadTexts));

/** The spin wheel's texts (spin.*): /jackpot and a spin's check on /fairness. */
const spinTexts = () => import("../features/spin/texts").then((m) => loadTexts(m.SPIN_TEXTS));
// The check page reads any game's record, in that game's words (the wheel's spins too).
const FairnessPage = lazyPage(() =>
  Promise.all([import("../features/fairness/FairnessPage"), ...GAMES.map(loadGameTexts), spinTexts()]).then(([m]) => m.FairnessPage),
);
const JackpotPage = lazyPage(() => Promise.all([import("../features/spin/JackpotPage"), spinTexts()]).then(([m]) => m.JackpotPage));
const spinAdminTexts = () => import("../features/admin/spin/texts").then((m) => m.SPIN_ADMIN_TEXTS);
const AdminSpinPage = packedAdminPage(() => import("../features/admin/spin/AdminSpinPage").then((m) => m.AdminSpinPage), spinAdminTexts);
/** The lottery's texts (lottery.*): /lottery and /lottery-admin. */
const lotteryTexts = () => import("../features/lottery/texts").then((m) => m.LOTTERY_TEXTS);
const LotteryPage = lazyPage(() => Promise.all([import("../features/lottery/LotteryPage"), lotteryTexts().then(loadTexts)]).then(([m]) => m.LotteryPage));
/** H2H's texts (h2h.*): /h2h and its admin screens. */
const h2hTexts = () => import("../features/h2h/texts").then((m) => m.H2H_TEXTS);
const H2hPage = lazyPage(() => Promise.all([import("../features/h2h/H2hPage"), h2hTexts().then(loadTexts)]).then(([m]) => m.H2hPage));
const LotteryAdminPage = packedAdminPage(() => import("../features/lottery/LotteryAdminPage").then((m) => m.LotteryAdminPage), lotteryTexts);
const H2hCategoriesPage = packedAdminPage(() => import("../features/h2h/admin/CategoriesPage").then((m) => m.CategoriesPage), h2hTexts);
const H2hAddCategoryPage = packedAdminPage(() => import("../features/h2h/admin/AddCategoryPage").then((m) => m.AddCategoryPage), h2hTexts);
const H2hMatchesPage = packedAdminPage(() => import("../features/h2h/admin/MatchesPage").then((m) => m.MatchesPage), h2hTexts);
const H2hQuestionsPage = packedAdminPage(() => import("../features/h2h/admin/QuestionsPage").then((m) => m.QuestionsPage), h2hTexts);
const H2hAddQuestionPage = packedAdminPage(() => import("../features/h2h/admin/AddQuestionPage").then((m) => m.AddQuestionPage), h2hTexts);
/** The Derby's texts (derby.*): /derby, /leaderboard, /race-view and /derby-management. */
const derbyTexts = () => import("../features/derby/texts").then((m) => loadTexts(m.DERBY_TEXTS));
const DerbyPage = lazyPage(() => Promise.all([import("../features/derby/DerbyPage"), derbyTexts()]).then(([m]) => m.DerbyPage));
const DerbyLeaderboardPage = lazyPage(() => Promise.all([import("../features/derby/LeaderboardPage"), derbyTexts()]).then(([m]) => m.LeaderboardPage));
const RaceViewPage = lazyPage(() => Promise.all([import("../features/derby/race/RaceViewPage"), derbyTexts()]).then(([m]) => m.RaceViewPage));
const DerbyAdminPage = adminPage(() => Promise.all([import("../features/derby/admin/DerbyAdminPage"), derbyTexts()]).then(([m]) => m.DerbyAdminPage));
const ProfilePage = lazyPage(() => import("../features/profile/ProfilePage").then((m) => m.ProfilePage));
const StaticPage = lazyPage(() => import("../features/statics/StaticPage").then((m) => m.StaticPage));
const TransactionsPage = lazyPage(() => import("../features/transactions/TransactionsPage").then((m) => m.TransactionsPage));
const LearnMorePage = lazyPage(() => import("../features/wallet/LearnMorePage").then((m) => m.LearnMorePage));
/** The referral programme's player screens, with their texts (referralProgramme.*). */
const referralTexts = () => import("../features/referral/texts").then((m) => loadTexts(m.REFERRAL_TEXTS));
const ReferralPage = lazyPage(() => Promise.all([import("../features/referral/ReferralPage"), referralTexts()]).then(([m]) => m.ReferralPage));
const RevenuePage = lazyPage(() => Promise.all([import("../features/referral/RevenuePage"), referralTexts()]).then(([m]) => m.RevenuePage));

/** Black Jack's leaderboard: the game's texts, in the route table's simple layout (not the table's own). */
const BlackjackLeaderboardPage = lazyPage(() =>
  Promise.all([import("../features/blackjack/leaderboard/LeaderboardPage"), loadGameTexts(blackjack)]).then(([m]) => m.LeaderboardPage),
);
/** Every game's routes (games/registry.ts), each page with the game's texts. */
const GAME_PAGES = new Map<string, ComponentType>(
  GAMES.flatMap((game) =>
    Object.entries(game.routes).map(([path, load]) => [path, lazyPage(() => Promise.all([load(), loadGameTexts(game)]).then(([Page]) => Page))] as const),
  ),
);

const isStaticSlug = (slug: string): slug is StaticPageSlug => STATIC_PAGE_SLUGS.includes(slug as StaticPageSlug);

/** The page a route shows (every route has its screen: pages.test.ts; an unknown one is the 404). */
export function pageFor(route: SpecRoute): ReactNode {
  const slug = route.path.slice(1);
  const GamePage = GAME_PAGES.get(route.path);
  if (GamePage) return <GamePage />;
  if (route.path === "/") return <HomePage />;
  if (route.path === "/404") return <NotFoundPage />;
  if (isStaticSlug(slug)) return <StaticPage slug={slug} />;
  if (route.path === "/my-profile") return <ProfilePage />;
  if (route.path === "/create-profile") return <ProfilePage firstTime />;
  if (route.path === "/learnmore") return <LearnMorePage />;
  if (route.path === "/transaction" || route.path === "/view-transaction") return <TransactionsPage />;
  if (route.path === "/referral") return <ReferralPage />;
  if (route.path === "/revenue") return <RevenuePage />;
  if (route.path === "/static-management") return <StaticManagementPage />;
  if (route.path === "/edit-static") return <EditStaticPage />;
  if (route.path === "/faq-management") return <FaqManagementPage />;
  if (route.path === "/add-faq") return <FaqEditPage />;
  if (route.path === "/game-play-reminders") return <RemindersPage />;
  if (route.path === "/add-game-play") return <ReminderFormPage />;
  if (route.path === "/user-management") return <UserManagementPage />;
  if (route.path === "/wallet-management") return <WalletManagementPage />;
  if (route.path === "/audit-log") return <AuditLogPage />;
  if (route.path === "/contact-inbox") return <ContactInboxPage />;
  if (route.path === "/support-management") return <SupportInboxPage />;
  if (route.path === "/referral-management") return <ReferralManagementPage />;
  if (route.path === "/admin-dashboard") return <DashboardPage />;
  if (route.path === "/jurisdictions") return <JurisdictionsPage />;
  if (route.path === "/fraud-management") return <FraudManagementPage />;
  if (route.path === "/fairness") return <FairnessPage />;
  if (route.path === "/blackjack-leaderboard") return <BlackjackLeaderboardPage />;
  if (route.path === "/blackjack-management") return <BlackjackManagementPage />;
  if (route.path === "/jackpot") return <JackpotPage />;
  if (route.path === "/admin-spin") return <AdminSpinPage />;
  if (route.path === "/lottery") return <LotteryPage />;
  if (route.path === "/lottery-admin") return <LotteryAdminPage />;
  if (route.path === "/derby") return <DerbyPage />;
  if (route.path === "/leaderboard") return <DerbyLeaderboardPage />;
  if (route.path === "/race-view") return <RaceViewPage />;
  if (route.path === "/derby-management") return <DerbyAdminPage />;
  if (route.path === "/h2h") return <H2hPage />;
  if (route.path === "/category-management") return <H2hCategoriesPage />;
  if (route.path === "/add-category") return <H2hAddCategoryPage />;
  if (route.path === "/h2h-management") return <H2hMatchesPage />;
  if (route.path === "/question-management") return <H2hQuestionsPage />;
  if (route.path === "/add-question") return <H2hAddQuestionPage />;
  return <NotFoundPage />;
}
