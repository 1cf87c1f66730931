/**
 * A bet (POST derby/joinEvent): pool, horse and stake checked by the contract's derbyBetSchema; the server prices every
 * payout and its refusals (betting closed, not enough coins) are shown in its words.
 */
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useAtomValue, useSetAtom } from "jotai";
import { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { DERBY_POOLS, derbyBetSchema, messages, type DerbyEventView, type FieldErrors } from "@arena/contracts";
import { isWalletKey, request } from "../../lib/api";
import { formResolver } from "../../lib/forms";
import { isLoggedInAtom } from "../../platform/session";
import { controlA11y } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { authPanelOpenAtom } from "../../shell/panels";
import { DERBY_API, isDerbyKey } from "./derbyApi";

interface Form {
  eventId: string;
  pool: string;
  horse: string;
  amount: string;
}
type Bet = { eventId: string; pool: (typeof DERBY_POOLS)[number]; horse: number; amount: number };

const resolver = formResolver<Form, typeof derbyBetSchema>(derbyBetSchema, (v) => ({
  eventId: v.eventId,
  pool: v.pool,
  horse: v.horse === "" ? undefined : Number(v.horse),
  amount: v.amount.trim() === "" ? undefined : Number(v.amount),
}));

export function BetForm({ event }: { event: DerbyEventView }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authPanelOpenAtom);
  const { mutate } = useSWRConfig();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, Bet>({ resolver, defaultValues: { eventId: event._id, pool: "win", horse: "", amount: "1" } });

  const place = async (bet: Bet) => {
    const answer = await request<{ errors?: FieldErrors }>(DERBY_API.bet, { method: "POST", body: bet });
    void mutate(isWalletKey);
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage || t("derby.bet.done"));
      void mutate(isDerbyKey);
      return;
    }
    for (const [path, message] of Object.entries(answer.result?.errors ?? {})) if (path === "horse" || path === "amount" || path === "pool") setError(path, { type: "server", message });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const id = `dby-bet-${event._id}`;
  return (
    <form noValidate className="dby-bet" onSubmit={handleSubmit(place)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="dby-sub">
        {t("derby.bet.title")}
      </h3>
      <fieldset className="dby-pools">
        <legend className="field__label">{t("derby.bet.pool")}</legend>
        {DERBY_POOLS.map((pool) => (
          <label key={pool} className="dby-pool">
            <input type="radio" value={pool} {...register("pool")} />
            {t(`derby.pools.${pool}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-horse`}>
          {t("derby.bet.horse")}
        </label>
        <select className="field__control" {...controlA11y(`${id}-horse`, errors.horse?.message)} {...register("horse")}>
          <option value="">{t("derby.bet.chooseHorse")}</option>
          {event.horses.map((h) => (
            <option key={h.index} value={h.index}>
              {h.index + 1}. {h.name}
            </option>
          ))}
        </select>
        {errors.horse?.message && (
          <p id={`${id}-horse-error`} className="field__error" role="alert">
            {errors.horse.message}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-amount`}>
          {t("derby.bet.amount")}
        </label>
        <input type="number" inputMode="decimal" min={0.1} step={0.01} className="field__control" {...controlA11y(`${id}-amount`, errors.amount?.message)} {...register("amount")} />
        {errors.amount?.message && (
          <p id={`${id}-amount-error`} className="field__error" role="alert">
            {errors.amount.message}
          </p>
        )}
      </div>
      {loggedIn ? (
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          <Icon name="horseshoe" size={18} />
          {t(isSubmitting ? "derby.bet.placing" : "derby.bet.submit")}
        </button>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => openAuth(true)}>
          <Icon name="user" size={18} />
          {t("derby.bet.login")}
        </button>
      )}
    </form>
  );
}
