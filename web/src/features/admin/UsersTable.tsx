import { useTranslation } from "react-i18next";
import type { AdminUser } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { Avatar } from "../profile/Avatar";
import type { StatusChange } from "./ConfirmStatusChange";

interface UsersTableProps {
  users: AdminUser[] | undefined;
  loading: boolean;
  busy: boolean;
  selfId: string | undefined;
  searching: boolean;
  onChange: (change: StatusChange) => void;
}

const isBlocked = (user: AdminUser) => String(user.status).toUpperCase() === "BLOCKED";

function joined(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(date);
}

/** The users table; on phones each row is a card (admin.css). */
export function UsersTable({ users, loading, busy, selfId, searching, onChange }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const columns = [t("users.user"), t("auth.email"), t("users.type"), t("users.status"), t("users.joined"), t("users.action")];

  if (!loading && users?.length === 0) {
    return <p className="admin-empty">{searching ? t("users.noMatch") : t("users.empty")}</p>;
  }
  return (
    <div className="users-table__wrap" aria-busy={loading || busy}>
      <table className="users-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading || !users
            ? Array.from({ length: 5 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column}>
                      <span className="skeleton skeleton--line" />
                    </td>
                  ))}
                </tr>
              ))
            : users.map((user) => {
                const blocked = isBlocked(user);
                return (
                  <tr key={user._id}>
                    <td data-label={columns[0]}>
                      <span className="users-table__user">
                        <Avatar src={user.profilePic} name={user.fullName || user.userName} />
                        <span>
                          <strong>{user.fullName || user.userName}</strong>
                          <span className="users-table__handle">@{user.userName}</span>
                        </span>
                      </span>
                    </td>
                    <td data-label={columns[1]} className="users-table__email">
                      {user.email}
                    </td>
                    <td data-label={columns[2]}>
                      <span className={`tag ${user.userType === "ADMIN" ? "tag--admin" : ""}`}>
                        {t(user.userType === "ADMIN" ? "users.admin" : "users.player")}
                      </span>
                    </td>
                    <td data-label={columns[3]}>
                      <span className={`tag ${blocked ? "tag--blocked" : "tag--active"}`}>
                        {t(blocked ? "users.blocked" : "users.active")}
                      </span>
                    </td>
                    <td data-label={columns[4]}>{joined(user.createdAt, lang)}</td>
                    <td data-label={columns[5]}>
                      {user._id === selfId ? (
                        <span className="users-table__you">{t("users.you")}</span>
                      ) : (
                        <button
                          type="button"
                          className={`btn ${blocked ? "btn--outline" : "btn--danger-soft"} users-table__action`}
                          onClick={() => onChange({ user, action: blocked ? "unblock" : "block" })}
                        >
                          {t(blocked ? "users.unblock" : "users.block")}
                          <span className="visually-hidden"> {user.userName}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
