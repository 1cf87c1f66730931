import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { withdrawSchema, type Transaction } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, request } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import { showServerErrors } from "../auth/serverErrors";
import { AmountField, amountResolver } from "./AmountField";
import { formatCoins } from "./money";
import { useMinimums, useRefreshWallet } from "./useWallet";

type WithdrawForm = { amount: string };

function withMinimum(minimum: number | undefined) {
  if (minimum === undefined) return withdrawSchema;
  return withdrawSchema.refine((v) => v.amount >= minimum, { message: `Minimum withdrawal is ${minimum} coins.`, path: ["amount"] });
}

/** Where a player finds their withdrawals waiting for review. */
export const PENDING_WITHDRAWALS = "/transaction?transactionType=WITHDRAW&transactionStatus=PENDING";

/**
 * POST user/withdraw: the amount is held at once and stays PENDING until an admin approves (paid out) or
 * rejects it (the coins come back); the note after a request says so.
 */
export function WithdrawForm({ idPrefix, balance }: { idPrefix: string; balance: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const refreshWallet = useRefreshWallet();
  const { data: minimums } = useMinimums();
  const minimum = minimums?.minimumWithdraw;
  const resolver = useMemo(() => amountResolver<{ amount: string }, ReturnType<typeof withMinimum>>(withMinimum(minimum)), [minimum]);
  const [requested, setRequested] = useState<Transaction | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawForm, unknown, { amount: number }>({ resolver, defaultValues: { amount: "" } });

  const withdraw = async ({ amount }: { amount: number }) => {
    const answer = await request<Transaction>(API.withdraw, { method: "POST", body: { amount } });
    if (answer.responseCode !== 200 || !answer.result) {
      showServerErrors(answer, setError, ["amount"], "amount");
      return;
    }
    toast.success(answer.responseMessage);
    setRequested(answer.result);
    reset({ amount: "" });
    refreshWallet();
  };

  const hints = [
    balance !== null ? t("coins.available", { amount: formatCoins(balance, lang) }) : null,
    minimum !== undefined ? t("coins.minimumWithdraw", { amount: formatCoins(minimum, lang) }) : null,
  ].filter(Boolean);
  const id = `${idPrefix}-withdraw-amount`;
  return (
    <form className="coin-form" noValidate onSubmit={handleSubmit(withdraw)}>
      {requested && (
        <div className="note note--pending" role="status">
          <Icon name="clock" size={18} />
          <span>
            <strong>{t("coins.withdrawRequested", { amount: formatCoins(requested.amount, lang) })}</strong> {t("coins.heldNote")}
            <Link to={PENDING_WITHDRAWALS} className="field__link note__link">
              {t("coins.seePending")}
            </Link>
          </span>
        </div>
      )}
      <AmountField
        id={id}
        label={t("coins.amount")}
        error={errors.amount?.message}
        hint={hints.join(" · ") || undefined}
        registration={register("amount")}
        chips={balance !== null && balance > 0 ? [{ value: balance, label: t("coins.all") }] : undefined}
        onChip={(value) => setValue("amount", value.toFixed(2), { shouldValidate: true, shouldDirty: true })}
      />
      <button type="submit" className="btn btn--outline btn--large btn--block" disabled={isSubmitting}>
        <Icon name="upload" size={18} />
        {isSubmitting ? t("coins.withdrawing") : t("coins.withdraw")}
      </button>
    </form>
  );
}
