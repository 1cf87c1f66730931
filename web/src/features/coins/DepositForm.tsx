import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { depositSchema, type Transaction } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, request } from "../../lib/api";
import { Icon } from "../../shell/Icon";
import { showServerErrors } from "../auth/serverErrors";
import { JurisdictionNotice } from "../jurisdiction/JurisdictionNotice";
import { AmountField, amountResolver } from "./AmountField";
import { QUICK_AMOUNTS, formatCoins } from "./money";
import { useMinimums, useRefreshWallet } from "./useWallet";

type DepositForm = { amount: string };

/** The smallest amount the server takes, checked before sending (the server says the same). */
function withMinimum(minimum: number | undefined) {
  if (minimum === undefined) return depositSchema;
  return depositSchema.refine((v) => v.amount >= minimum, { message: `Minimum deposit is ${minimum} coins.`, path: ["amount"] });
}

/** POST user/deposit: amount with quick picks 10/50/100/500; success toasts the server's message. */
export function DepositForm({ idPrefix, onDeposited }: { idPrefix: string; onDeposited?: (deposit: Transaction) => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const refreshWallet = useRefreshWallet();
  const { data: minimums } = useMinimums();
  const minimum = minimums?.minimumDeposit;
  const resolver = useMemo(() => amountResolver<{ amount: string }, ReturnType<typeof withMinimum>>(withMinimum(minimum)), [minimum]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DepositForm, unknown, { amount: number }>({ resolver, defaultValues: { amount: "" } });
  const amount = useWatch({ control, name: "amount" });

  const deposit = async ({ amount: coins }: { amount: number }) => {
    const answer = await request<Transaction>(API.deposit, { method: "POST", body: { amount: coins } });
    if (answer.responseCode !== 200 || !answer.result) {
      showServerErrors(answer, setError, ["amount"], "amount");
      return;
    }
    toast.success(answer.responseMessage);
    reset({ amount: "" });
    refreshWallet();
    onDeposited?.(answer.result);
  };

  const id = `${idPrefix}-deposit-amount`;
  return (
    <form className="coin-form" noValidate onSubmit={handleSubmit(deposit)}>
      <JurisdictionNotice place="deposit" />
      <AmountField
        id={id}
        label={t("coins.amount")}
        error={errors.amount?.message}
        hint={minimum !== undefined ? t("coins.minimumDeposit", { amount: formatCoins(minimum, lang) }) : undefined}
        registration={register("amount")}
        current={amount}
        chips={QUICK_AMOUNTS.map((value) => ({ value, label: String(value) }))}
        onChip={(value) => setValue("amount", String(value), { shouldValidate: true, shouldDirty: true })}
      />
      <button type="submit" className="btn btn--primary btn--large btn--block" disabled={isSubmitting}>
        <Icon name="plus" size={18} />
        {isSubmitting ? t("coins.depositing") : t("coins.deposit")}
      </button>
    </form>
  );
}
