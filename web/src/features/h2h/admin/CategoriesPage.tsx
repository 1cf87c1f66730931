/** /category-management: H2H's categories (GET h2h/categories) and a link to /add-category. */
import { Link } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { h2hCategorySchema } from "@arena/contracts";
import { fetchResult } from "../../../lib/api";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { H2H_API } from "../h2hApi";
import "../h2h.css";

type Category = z.infer<typeof h2hCategorySchema>;

export function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useSWR<{ docs: Category[] }>(H2H_API.categories, fetchResult);
  return (
    <div className="h2h">
      <header className="h2h-card__head">
        <h1 className="h2h-title">{t("h2h.admin.categories")}</h1>
        <Link className="btn btn--primary" to="/add-category">
          {t("h2h.admin.addCategory")}
        </Link>
      </header>
      {categories.error && !categories.data ? (
        <LoadError onRetry={() => void categories.mutate()} />
      ) : !categories.data ? (
        <SkeletonLines lines={4} />
      ) : categories.data.docs.length === 0 ? (
        <p className="h2h-hint">{t("h2h.admin.noCategories")}</p>
      ) : (
        <ul className="h2h-matches">
          {categories.data.docs.map((c) => (
            <li key={c._id} className="h2h-card">
              {c.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
