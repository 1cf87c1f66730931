/** /add-category: a category's name (POST h2h/categories, checked by h2hCategoryInputSchema); the answer as a toast. */
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { h2hCategoryInputSchema, messages } from "@arena/contracts";
import { request } from "../../../lib/api";
import { formResolver } from "../../../lib/forms";
import { Icon } from "../../../shell/Icon";
import { H2H_API } from "../h2hApi";
import "../h2h.css";
import "./admin-forms.css";

const resolver = formResolver<{ name: string }, typeof h2hCategoryInputSchema>(h2hCategoryInputSchema);

export function AddCategoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError } = useForm<{ name: string }, unknown, { name: string }>({ resolver, defaultValues: { name: "" } });
  const add = async (values: { name: string }) => {
    const answer = await request(H2H_API.categories, { method: "POST", body: values });
    if (answer.responseCode !== 200) {
      setError("root", { message: answer.responseMessage || messages.somethingWentWrong });
      return;
    }
    toast.success(answer.responseMessage);
    void navigate("/category-management");
  };
  const error = formState.errors.name?.message ?? formState.errors.root?.message;
  return (
    <div className="h2h">
      <h1 className="h2h-title">{t("h2h.admin.addCategory")}</h1>
      <form noValidate className="h2h-form" onSubmit={handleSubmit(add)}>
        <div className="field">
          <label className="field__label" htmlFor="h2h-category-name">{t("h2h.admin.name")}</label>
          <input className="field__control" id="h2h-category-name" maxLength={40} aria-invalid={Boolean(formState.errors.name)} aria-describedby={error ? "h2h-category-name-error" : undefined} {...register("name")} />
        </div>
        {error && (
          <p id="h2h-category-name-error" className="note note--danger" role="alert">
            <Icon name="alert" size={18} />
            <span>{error}</span>
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
          {t("h2h.admin.save")}
        </button>
      </form>
    </div>
  );
}
