/**
 * Open a draw (POST admin/lottery/draws): the terms checked by the contract's newDrawSchema as the server checks them;
 * the server's own checks (rank shares adding up to 100%, ranks below the numbers picked, times in order) answer in its
 * words, on the field it names when it names one.
 */
import { useFieldArray, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, type FieldErrors } from "@arena/contracts";
import { request } from "../../lib/api";
import { controlA11y } from "../../shell/Field";
import { Icon } from "../../shell/Icon";
import { LOTTERY_API } from "./lotteryApi";
import { defaultDraw, newDrawResolver, type NewDrawForm as Form } from "./newDraw";

const NUMBER_FIELDS = ["pick", "of", "ticketPrice", "houseSharePercent", "minTickets", "ticketLimit"] as const;

export function NewDrawForm({ onOpened }: { onOpened: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: newDrawResolver, mode: "onTouched", defaultValues: defaultDraw(new Date()) });
  const ranks = useFieldArray({ control, name: "ranks" });

  const open = async (values: Form) => {
    const answer = await request<{ errors?: FieldErrors }>(LOTTERY_API.newDraw, { method: "POST", body: values });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage);
      reset(defaultDraw(new Date()));
      onOpened();
      return;
    }
    for (const [path, message] of Object.entries(answer.result?.errors ?? {})) setError(path as keyof Form, { type: "server", message });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const field = (name: keyof Form, input: React.ReactNode) => {
    const id = `lt-new-${name}`;
    const error = (errors[name] as { message?: string } | undefined)?.message;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t(`lottery.admin.fields.${name}`)}
        </label>
        {input}
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };
  const a11y = (name: keyof Form) => controlA11y(`lt-new-${name}`, (errors[name] as { message?: string } | undefined)?.message);
  const ranksError = errors.ranks?.root?.message ?? errors.ranks?.message;

  return (
    <form noValidate className="lt-admin-form" onSubmit={handleSubmit(open)} aria-label={t("lottery.admin.new")}>
      {field("title", <input type="text" className="field__control" {...a11y("title")} {...register("title")} />)}
      <div className="lt-admin-grid">
        {NUMBER_FIELDS.map((name) => (
          <div key={name}>
            {field(
              name,
              <input
                type="number"
                inputMode="decimal"
                step={name === "ticketPrice" || name === "houseSharePercent" ? 0.01 : 1}
                className="field__control"
                {...a11y(name)}
                {...register(name, { valueAsNumber: true })}
              />,
            )}
          </div>
        ))}
        {field("salesCloseAt", <input type="datetime-local" className="field__control" {...a11y("salesCloseAt")} {...register("salesCloseAt")} />)}
        {field("drawAt", <input type="datetime-local" className="field__control" {...a11y("drawAt")} {...register("drawAt")} />)}
      </div>
      <fieldset className="lt-admin-ranks">
        <legend className="lt-sub">{t("lottery.admin.fields.ranks")}</legend>
        {ranks.fields.map((rank, i) => (
          <div key={rank.id} className="lt-admin-rank">
            <label className="field">
              <span className="field__label">{t("lottery.admin.fields.matches")}</span>
              <input type="number" className="field__control" {...register(`ranks.${i}.matches`, { valueAsNumber: true })} />
            </label>
            <label className="field">
              <span className="field__label">{t("lottery.admin.fields.sharePercent")}</span>
              <input type="number" step={0.01} className="field__control" {...register(`ranks.${i}.sharePercent`, { valueAsNumber: true })} />
            </label>
            <button type="button" className="btn btn--ghost" disabled={ranks.fields.length <= 1} onClick={() => ranks.remove(i)}>
              <Icon name="close" size={16} />
              <span className="visually-hidden">{t("lottery.admin.fields.removeRank", { n: i + 1 })}</span>
            </button>
            {(errors.ranks?.[i]?.matches?.message ?? errors.ranks?.[i]?.sharePercent?.message) && (
              <p className="field__error" role="alert">
                {errors.ranks?.[i]?.matches?.message ?? errors.ranks?.[i]?.sharePercent?.message}
              </p>
            )}
          </div>
        ))}
        {ranksError && (
          <p className="field__error" role="alert">
            {ranksError}
          </p>
        )}
        <button type="button" className="btn btn--outline" disabled={ranks.fields.length >= 10} onClick={() => ranks.append({ matches: 1, sharePercent: 0 })}>
          <Icon name="plus" size={16} />
          {t("lottery.admin.fields.addRank")}
        </button>
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        {t(isSubmitting ? "lottery.admin.opening" : "lottery.admin.submit")}
      </button>
    </form>
  );
}
