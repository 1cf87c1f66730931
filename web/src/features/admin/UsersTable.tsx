import { useTranslation } from "react-i18next";
import type { AdminUser } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { Avatar } from "../profile/Avatar";
import type { StatusChange } from "./ConfirmStatusChange";
import { DataTable, type Column } from "./data-table/DataTable";

interface UsersTableProps {
  users: AdminUser[] | undefined;
  loading: boolean;
  selfId: string | undefined;
  onChange: (change: StatusChange) => void;
}

const isBlocked = (user: AdminUser) => String(user.status).toUpperCase() === "BLOCKED";

function joined(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(date);
}

/** The users: name, email, type, status, joined (the server's order, newest first) and Block / Unblock. */
export function UsersTable({ users, loading, selfId, onChange }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const columns: Column<AdminUser>[] = [
    {
      key: "user",
      header: t("users.user"),
      label: "",
      lead: true,
      cell: (user) => (
        <span className="users-table__user">
          <Avatar src={user.profilePic} name={user.fullName || user.userName} />
          <span>
            <strong>{user.fullName || user.userName}</strong>
            <span className="users-table__handle">@{user.userName}</span>
          </span>
        </span>
      ),
    },
    { key: "email", header: t("auth.email"), className: "users-table__email", cell: (user) => user.email },
    {
      key: "type",
      header: t("users.type"),
      cell: (user) => (
        <span className={`tag ${user.userType === "ADMIN" ? "tag--admin" : ""}`}>{t(user.userType === "ADMIN" ? "users.admin" : "users.player")}</span>
      ),
    },
    {
      key: "status",
      header: t("users.status"),
      cell: (user) => {
        const blocked = isBlocked(user);
        return <span className={`tag ${blocked ? "tag--blocked" : "tag--active"}`}>{t(blocked ? "users.blocked" : "users.active")}</span>;
      },
    },
    { key: "joined", header: t("users.joined"), order: "descending", cell: (user) => joined(user.createdAt, lang) },
    {
      key: "action",
      header: t("users.action"),
      label: "",
      className: "users-table__actions",
      cell: (user) => {
        if (user._id === selfId) return <span className="users-table__you">{t("users.you")}</span>;
        const blocked = isBlocked(user);
        return (
          <button
            type="button"
            className={`btn ${blocked ? "btn--outline" : "btn--danger-soft"} users-table__action`}
            onClick={() => onChange({ user, action: blocked ? "unblock" : "block" })}
          >
            {t(blocked ? "users.unblock" : "users.block")}
            <span className="visually-hidden"> {user.userName}</span>
          </button>
        );
      },
    },
  ];
  return <DataTable label={t("adminArea.table.users")} columns={columns} rows={users} rowKey={(user) => user._id} loading={loading} className="users-table" />;
}
