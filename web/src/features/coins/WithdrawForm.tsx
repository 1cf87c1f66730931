import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router-dom";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { verifyWithdrawSchema, withdrawSchema, type Transaction } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, request } from "../../lib/api";
import { CodeField } from "../../shell/CodeField";
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

/** A withdrawal waiting for the code mailed to the player (POST user/withdraw's answer). */
type AwaitingWithdrawal = Transaction & { expiresAt: string };
type CodeInput = z.input<typeof verifyWithdrawSchema>;
type CodeValues = z.output<typeof verifyWithdrawSchema>;

/**
 * POST user/withdraw records the request (AWAITING_CONFIRMATION) and mails a 6-digit code; the form then asks
 * for it and POST user/verifyWithdrawRequest confirms: only then is the amount held and the request PENDING
 * until an admin approves (paid out) or rejects it (the coins come back). The note after a confirmation says so.
 */
export function WithdrawForm({ idPrefix, balance }: { idPrefix: string; balance: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const refreshWallet = useRefreshWallet();
  const { data: minimums } = useMinimums();
  const minimum = minimums?.minimumWithdraw;
  const resolver = useMemo(() => amountResolver<{ amount: string }, ReturnType<typeof withMinimum>>(withMinimum(minimum)), [minimum]);
  const [requested, setRequested] = useState<Transaction | null>(null);
  const [awaiting, setAwaiting] = useState<AwaitingWithdrawal | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawForm, unknown, { amount: number }>({ resolver, defaultValues: { amount: "" } });

  const withdraw = async ({ amount }: { amount: number }) => {
    const answer = await request<AwaitingWithdrawal>(API.withdraw, { method: "POST", body: { amount } });
    if (answer.responseCode !== 200 || !answer.result) {
      showServerErrors(answer, setError, ["amount"], "amount");
      return;
    }
    toast.success(answer.responseMessage);
    setRequested(null);
    setAwaiting(answer.result);
    reset({ amount: "" });
  };

  if (awaiting) {
    return (
      <ConfirmWithdrawal
        idPrefix={idPrefix}
        withdrawal={awaiting}
        onConfirmed={(confirmed) => {
          setAwaiting(null);
          setRequested(confirmed);
          refreshWallet();
        }}
        onCancel={() => setAwaiting(null)}
      />
    );
  }

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

/** The second step: the code mailed for the withdrawal (6 digits, 10 minutes, 5 tries). */
function ConfirmWithdrawal({
  idPrefix,
  withdrawal,
  onConfirmed,
  onCancel,
}: {
  idPrefix: string;
  withdrawal: AwaitingWithdrawal;
  onConfirmed: (confirmed: Transaction) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(verifyWithdrawSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { _id: withdrawal._id, otp: "" },
  });

  const confirm = async (values: CodeValues) => {
    const answer = await request<Transaction>(API.verifyWithdraw, { method: "POST", body: values });
    if (answer.responseCode !== 200 || !answer.result) {
      showServerErrors(answer, setError, ["otp"], "otp");
      return;
    }
    toast.success(answer.responseMessage);
    onConfirmed(answer.result);
  };

  const id = `${idPrefix}-withdraw-code`;
  return (
    <form className="coin-form" noValidate onSubmit={handleSubmit(confirm)} aria-label={t("coins.confirmWithdrawal")}>
      <div className="note note--pending" role="status">
        <Icon name="mail" size={18} />
        <span>
          <strong>{t("coins.codeSent", { amount: formatCoins(withdrawal.amount, lang) })}</strong> {t("coins.codeNote")}
        </span>
      </div>
      <CodeField id={id} label={t("coins.code")} error={errors.otp?.message ?? errors._id?.message} registration={register("otp")} />
      <button type="submit" className="btn btn--primary btn--large btn--block" disabled={isSubmitting}>
        <Icon name="upload" size={18} />
        {isSubmitting ? t("coins.confirming") : t("coins.confirmWithdrawal")}
      </button>
      <button type="button" className="field__link" onClick={onCancel}>
        {t("coins.cancelWithdrawal")}
      </button>
    </form>
  );
}
