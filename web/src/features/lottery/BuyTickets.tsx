/**
 * The number picker and the purchase (POST lottery/tickets): pick `pick` of 1…`of` and add the ticket, or add a quick
 * pick (no numbers: the server chooses); the basket is checked by the contract's buyTicketsSchema before it is sent, and
 * a refusal (sales closed, not enough coins, the ticket limit) is shown in the server's words.
 */
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useAtomValue, useSetAtom } from "jotai";
import { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { buyTicketsSchema, messages, type LotteryDrawView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { isWalletKey, request } from "../../lib/api";
import { formResolver } from "../../lib/forms";
import { formatCoins } from "../../lib/numbers";
import { isLoggedInAtom } from "../../platform/session";
import { Icon } from "../../shell/Icon";
import { authPanelOpenAtom } from "../../shell/panels";
import { LOTTERY_API, isLotteryKey } from "./lotteryApi";

interface BuyForm {
  drawId: string;
  tickets: { numbers?: number[] }[];
}
const resolver = formResolver<BuyForm, typeof buyTicketsSchema>(buyTicketsSchema);

export function BuyTickets({ draw }: { draw: LotteryDrawView }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authPanelOpenAtom);
  const { mutate } = useSWRConfig();
  const [picked, setPicked] = useState<number[]>([]);
  const { handleSubmit, setValue, control, formState } = useForm<BuyForm>({ resolver, defaultValues: { drawId: draw._id, tickets: [] } });
  const tickets = useWatch({ control, name: "tickets" });
  const full = picked.length >= draw.pick;

  const toggle = (n: number) => setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < draw.pick ? [...p, n] : p));
  const add = (ticket: { numbers?: number[] }) => setValue("tickets", [...tickets, ticket], { shouldValidate: formState.isSubmitted });
  const remove = (i: number) => setValue("tickets", tickets.filter((_, j) => j !== i), { shouldValidate: formState.isSubmitted });

  const buy = async (values: BuyForm) => {
    const answer = await request<{ paid: number }>(LOTTERY_API.buy, { method: "POST", body: values });
    void mutate(isWalletKey);
    if (answer.responseCode !== 200) {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      return;
    }
    toast.success(answer.responseMessage || t("lottery.pick.done"));
    setValue("tickets", []);
    void mutate(isLotteryKey);
  };

  const error = formState.errors.tickets?.message ?? formState.errors.tickets?.root?.message;
  const boardId = `lt-board-${draw._id}`;
  return (
    <form noValidate className="lt-buy" onSubmit={handleSubmit(buy)} aria-label={t("lottery.pick.title")}>
      <h3 className="lt-sub">{t("lottery.pick.title")}</h3>
      <p className="lt-hint">{t("lottery.pick.hint", { pick: draw.pick })}</p>
      <div className="lt-numbers" role="group" aria-labelledby={boardId}>
        <span id={boardId} className="visually-hidden">
          {t("lottery.pick.board", { of: draw.of })}
        </span>
        {Array.from({ length: draw.of }, (_, i) => i + 1).map((n) => {
          const on = picked.includes(n);
          return (
            <button key={n} type="button" className="lt-ball" aria-pressed={on} aria-label={t("lottery.pick.number", { n })} disabled={!on && full} onClick={() => toggle(n)}>
              {n}
            </button>
          );
        })}
      </div>
      <p className="lt-hint" aria-live="polite">
        {t("lottery.pick.picked", { count: picked.length, pick: draw.pick })}
      </p>
      <div className="lt-actions">
        <button
          type="button"
          className="btn btn--outline"
          disabled={!full}
          onClick={() => {
            add({ numbers: [...picked].sort((a, b) => a - b) });
            setPicked([]);
          }}
        >
          <Icon name="plus" size={16} />
          {t("lottery.pick.add")}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => add({})}>
          <Icon name="dice" size={16} />
          {t("lottery.pick.quick")}
        </button>
        <button type="button" className="btn btn--ghost" disabled={picked.length === 0} onClick={() => setPicked([])}>
          {t("lottery.pick.clear")}
        </button>
      </div>

      <h4 className="lt-sub">{t("lottery.pick.basket")}</h4>
      {tickets.length === 0 ? (
        <p className="lt-hint">{t("lottery.pick.empty")}</p>
      ) : (
        <ol className="lt-basket">
          {tickets.map((ticket, i) => (
            <li key={i}>
              <span className="lt-basket__numbers">{ticket.numbers ? ticket.numbers.join(" · ") : t("lottery.pick.quickTicket")}</span>
              <button type="button" className="btn btn--ghost btn--small" aria-label={t("lottery.pick.remove", { n: i + 1 })} onClick={() => remove(i)}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="lt-total">
        {t("lottery.pick.total")}: <strong>{t("lottery.coins", { amount: formatCoins(Math.round(tickets.length * draw.ticketPrice * 100) / 100, lang) })}</strong>
      </p>
      {error && (
        <p className="note note--danger" role="alert">
          <Icon name="alert" size={18} />
          <span>{error}</span>
        </p>
      )}
      {loggedIn ? (
        <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
          <Icon name="ticket" size={18} />
          {formState.isSubmitting ? t("lottery.pick.buying") : tickets.length === 1 ? t("lottery.pick.buyOne") : t("lottery.pick.buy", { count: tickets.length })}
        </button>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => openAuth(true)}>
          <Icon name="user" size={18} />
          {t("lottery.pick.login")}
        </button>
      )}
    </form>
  );
}
