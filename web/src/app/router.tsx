import type { ComponentType } from "react";
import { Navigate, createBrowserRouter, type RouteObject } from "react-router-dom";
import { ALL_ROUTES, type RouteLayout, type SpecRoute } from "@arena/contracts";
import { gameOf } from "../games/registry";
import { BareLayout } from "../shell/layouts/BareLayout";
import { BlackJackLayout } from "../shell/layouts/BlackJackLayout";
import { GameLayout } from "../shell/layouts/GameLayout";
import { JackpotLayout } from "../shell/layouts/JackpotLayout";
import { MainLayout } from "../shell/layouts/MainLayout";
import { SimpleLayout } from "../shell/layouts/SimpleLayout";
import { RootFrame } from "./RootFrame";
import { RouteGate } from "./RouteGate";
import { lazyPage, pageFor } from "./pages";

const DevMailboxPage = lazyPage(() => import("../features/dev/DevMailboxPage").then((m) => m.DevMailboxPage));

const LAYOUTS: Record<RouteLayout, ComponentType> = {
  main: MainLayout,
  simple: SimpleLayout,
  blackjack: BlackJackLayout,
  game: GameLayout,
  jackpot: JackpotLayout,
  none: BareLayout,
};

/** Developer tools: public pages outside the spec's route table, in the main layout. */
const DEV_ROUTES: RouteObject[] = [{ path: "/dev/mailbox", element: <DevMailboxPage /> }];

/** The frame a route's page sits in: a game's routes are in its entry's layout, the others in the route table's. */
const layoutOf = (route: SpecRoute): RouteLayout => gameOf(route.path)?.layout ?? route.layout;

/** One layout route per layout of the route table, each holding its pages; anything else goes to /404. */
export function buildRoutes(): RouteObject[] {
  const layouts = Object.entries(LAYOUTS) as [RouteLayout, ComponentType][];
  const children: RouteObject[] = layouts.map(([layout, Layout]) => ({
    element: <Layout />,
    children: [
      ...ALL_ROUTES.filter((route) => layoutOf(route) === layout).map((route) => ({
        path: route.path,
        element: <RouteGate route={route}>{pageFor(route)}</RouteGate>,
      })),
      ...(layout === "main" ? DEV_ROUTES : []),
    ],
  }));
  children.push({ path: "*", element: <Navigate to="/404" replace /> });
  return [{ element: <RootFrame />, children }];
}

export const router = createBrowserRouter(buildRoutes());
