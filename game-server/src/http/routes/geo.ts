import { ipInfoResultSchema, referralByPlaceResultSchema, referralByPlaceSchema } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { referralForPlace } from "../../services/geo/referralForPlace.js";
import { defineRoute } from "../route.js";

/** Public helpers of sign-up: where the visitor is, and the default referral code there. */
export const geoRoutes = (ctx: AppContext) => {
  const locator = ctx.geo;
  return [
    defineRoute({
      method: "get",
      path: "/admin/getipinfo",
      tag: "geo",
      summary: "The caller's city, region and country from the shipped GeoIP data ('unknown' for private addresses)",
      result: ipInfoResultSchema,
      async handle({ req }) {
        return { result: { location: await locator.locate(req.ip) } };
      },
    }),
    defineRoute({
      method: "post",
      path: "/admin/getreferral",
      tag: "geo",
      summary: "The default referral code for a country and state",
      body: referralByPlaceSchema,
      result: referralByPlaceResultSchema,
      async handle({ body }) {
        const code = await referralForPlace(ctx.db, body, ctx.config.DEFAULT_REFERRAL_CODE);
        return { result: { data: { referral_code: code } } };
      },
    }),
  ];
};
