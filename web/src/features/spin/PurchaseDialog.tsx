/**
 * Buying spins (POST jackpot/purchase {amount}): how many, checked by the contract's own schema (1–100 whole spins),
 * what they cost at the table's price and what the coin wallet holds. The server charges and answers; a refusal (not
 * enough coins, a country where coins cannot be played: 403) is shown in the server's words.
 */
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { messages, purchaseSpinsSchema, type FieldErrors } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, fetchResult, isWalletKey, request } from "../../lib/api";
import { formResolver } from "../../lib/forms";
import { formatCoins } from "../../lib/numbers";
import { Dialog } from "../../shell/Dialog";
import { Field, controlA11y } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { SPIN_API, isSpinKey } from "./spinApi";

interface PurchaseForm {
  amount: string;
}

const QUICK_SPINS = [1, 5, 10, 25] as const;
const resolver = formResolver<PurchaseForm, typeof purchaseSpinsSchema>(purchaseSpinsSchema, (values) => ({ amount: values.amount.trim() }));

interface Props {
  open: boolean;
  price: number;
  /** Why it opened by itself (no spin left), shown above the form. */
  reason?: string | null;
  onClose: () => void;
}

export function PurchaseDialog({ open, price, reason, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("spin.buy.title")} size="small">
      <PurchaseFormBody price={price} reason={reason ?? null} onDone={onClose} />
    </Dialog>
  );
}

function PurchaseFormBody({ price, reason, onDone }: { price: number; reason: string | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const id = useId();
  const { mutate } = useSWRConfig();
  const [refusal, setRefusal] = useState<string | null>(null);
  const wallet = useSWR<{ balance?: number | string | null }>(API.wallet("COIN"), fetchResult);
  const balance = wallet.data ? Number(wallet.data.balance ?? 0) : null;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseForm, unknown, { amount: number }>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues: { amount: "10" } });
  const typed = Number(useWatch({ control, name: "amount" }));
  const count = Number.isInteger(typed) && typed > 0 ? typed : 0;
  const coins = (n: number) => formatCoins(n, lang);

  const buy = async (values: { amount: number }) => {
    setRefusal(null);
    const answer = await request<{ spinsLeft: number; paid: number; errors?: FieldErrors }>(SPIN_API.purchase, { method: "POST", body: values });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage || t("spin.buy.done", { count: values.amount }));
      void mutate(isSpinKey);
      void mutate(isWalletKey);
      onDone();
      return;
    }
    const fieldError = answer.result?.errors?.amount;
    if (fieldError) setError("amount", { type: "server", message: fieldError });
    else setRefusal(answer.responseMessage || messages.somethingWentWrong);
    void mutate(isWalletKey);
  };

  const error = errors.amount?.message;
  return (
    <form noValidate onSubmit={handleSubmit(buy)} className="jp-buy">
      {reason && (
        <p className="note note--pending" role="status">
          <Icon name="wheel" size={18} />
          <span>{reason}</span>
        </p>
      )}
      <p className="jp-buy__lead">{t("spin.buy.lead", { price: coins(price) })}</p>
      <Field id={`${id}-amount`} label={t("spin.buy.amount")} error={error} hint={t("spin.buy.hint")}>
        <input type="number" inputMode="numeric" min={1} max={100} step={1} className="field__control" {...controlA11y(`${id}-amount`, error, true)} {...register("amount")} />
      </Field>
      <div className="jp-buy__quick" role="group" aria-label={t("spin.buy.quick")}>
        {QUICK_SPINS.map((n) => (
          <button key={n} type="button" className="btn btn--ghost" aria-pressed={count === n} onClick={() => setValue("amount", String(n), { shouldValidate: true })}>
            {t("spin.buy.spins", { count: n })}
          </button>
        ))}
      </div>
      <dl className="jp-buy__sum">
        <div>
          <dt>{t("spin.buy.total")}</dt>
          <dd>{t("spin.coins", { amount: coins(Math.round(count * price * 100) / 100) })}</dd>
        </div>
        <div>
          <dt>{t("spin.buy.balance")}</dt>
          <dd>{balance === null ? "…" : t("spin.coins", { amount: coins(balance) })}</dd>
        </div>
      </dl>
      {refusal && (
        <p className="note note--danger" role="alert">
          <Icon name="alert" size={18} />
          <span>{refusal}</span>
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t("shell.cancel")}
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t("spin.buy.buying") : count > 0 ? t("spin.buy.submit", { count }) : t("spin.buy.submitAny")}
        </button>
      </div>
    </form>
  );
}
