import type { PlayerDetail, Sanction, SanctionKind } from "@portal/contracts/console/players";
import type { SignedInStaff } from "@portal/contracts/console/staff";
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Spin, Table, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useFeedback } from "../../lib/feedback";
import { dateLocale } from "../../lib/i18n";
import { useLiftSanction, usePlayer, useRevokeSessions } from "./api";
import { PointsDialog, SanctionDialog } from "./PlayerForms";
import { SanctionTags, untilText } from "./SanctionTags";

const when = (at: string | null) => (at ? new Date(at).toLocaleString(dateLocale()) : "—");

/** One player: profile, bindings, sessions, sanctions, points, reservations, claims and orders. */
export function PlayerPage({ staff }: { staff: SignedInStaff }) {
  const { t } = useTranslation();
  const playerId = Number(useParams().playerId);
  const player = usePlayer(playerId);
  const [dialog, setDialog] = useState<SanctionKind | "points" | null>(null);
  const may = (permission: "players.sanction" | "players.points") => staff.permissions.includes(permission);

  if (player.isPending) return <Spin />;
  if (player.isError) return <Alert type="error" title={player.error.message} showIcon />;
  const { profile } = player.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }}>
      <Card
        title={
          <Space>
            <Link to="/players">{t("players.title")}</Link>
            <span>/</span>
            <span>{`${profile.nickname} (#${profile.id})`}</span>
          </Space>
        }
        extra={
          <Space>
            {may("players.sanction") && (
              <>
                <Button onClick={() => setDialog("mute")}>{t("players.mute")}</Button>
                <Button danger onClick={() => setDialog("ban")}>
                  {t("players.ban")}
                </Button>
              </>
            )}
            {may("players.points") && (
              <Button onClick={() => setDialog("points")}>{t("players.adjustPoints")}</Button>
            )}
          </Space>
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t("players.status")}>
            <SanctionTags player={profile} />
          </Descriptions.Item>
          <Descriptions.Item label={t("players.email")}>{profile.email ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("players.phone")}>{profile.phone ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("players.joined")}>{when(profile.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t("players.points")}>{player.data.points.balance}</Descriptions.Item>
          <Descriptions.Item label={t("players.vip")}>{profile.vipLevel}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: "profile",
              label: t("players.tabs.profile"),
              children: <ProfileTab detail={player.data} />,
            },
            {
              key: "sessions",
              label: t("players.tabs.sessions"),
              children: <SessionsTab detail={player.data} canRevoke={may("players.sanction")} />,
            },
            {
              key: "sanctions",
              label: t("players.tabs.sanctions"),
              children: <SanctionsTab detail={player.data} canLift={may("players.sanction")} />,
            },
            { key: "points", label: t("players.tabs.points"), children: <PointsTab detail={player.data} /> },
            {
              key: "activity",
              label: t("players.tabs.activity"),
              children: <ActivityTab detail={player.data} />,
            },
            {
              key: "orders",
              label: t("players.tabs.orders"),
              children: (
                <OrdersTab detail={player.data} canOpen={staff.permissions.includes("orders.support")} />
              ),
            },
          ]}
        />
      </Card>
      {(dialog === "ban" || dialog === "mute") && (
        <SanctionDialog playerId={profile.id} kind={dialog} onClose={() => setDialog(null)} />
      )}
      {dialog === "points" && (
        <PointsDialog
          playerId={profile.id}
          balance={player.data.points.balance}
          onClose={() => setDialog(null)}
        />
      )}
    </Space>
  );
}

function ProfileTab({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation();
  const { profile, bindings } = detail;
  const yes = (bound: boolean) =>
    bound ? <Tag color="green">{t("players.bound")}</Tag> : <Tag>{t("players.notBound")}</Tag>;
  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t("players.gender")}>
          {t(`players.genders.${profile.gender}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t("players.birthday")}>{profile.birthday ?? "—"}</Descriptions.Item>
        <Descriptions.Item label={t("players.area")}>
          {[profile.country, profile.region].filter(Boolean).join(" / ") || "—"}
        </Descriptions.Item>
        <Descriptions.Item label={t("players.roles")}>{profile.roles.join(", ")}</Descriptions.Item>
        <Descriptions.Item label={t("players.emailBinding")}>{yes(bindings.email)}</Descriptions.Item>
        <Descriptions.Item label={t("players.phoneBinding")}>{yes(bindings.phone)}</Descriptions.Item>
        <Descriptions.Item label={t("players.passwordBinding")}>{yes(bindings.password)}</Descriptions.Item>
        <Descriptions.Item label={t("players.cancelRequested")}>
          {when(profile.cancelRequestedAt)}
        </Descriptions.Item>
      </Descriptions>
      <Table
        rowKey={(row) => `${row.appId}:${row.openId}`}
        size="small"
        pagination={false}
        title={() => t("players.gameAccounts")}
        dataSource={bindings.gameAccounts}
        columns={[
          { title: t("players.game"), dataIndex: "gameName" },
          { title: t("players.openId"), dataIndex: "openId" },
          { title: t("players.server"), render: (_, row) => row.lastServerId ?? "—" },
          { title: t("players.role"), render: (_, row) => row.lastRoleId ?? "—" },
          { title: t("players.lastSeen"), render: (_, row) => when(row.lastSeenAt) },
        ]}
      />
    </Space>
  );
}

function SessionsTab({ detail, canRevoke }: { detail: PlayerDetail; canRevoke: boolean }) {
  const { t } = useTranslation();
  const revoke = useRevokeSessions();
  const report = useFeedback();
  const playerId = detail.profile.id;
  return (
    <Table
      rowKey="ref"
      size="small"
      pagination={false}
      dataSource={detail.sessions}
      title={() =>
        canRevoke && detail.sessions.length > 0 ? (
          <Popconfirm
            title={t("players.confirmRevokeAll")}
            onConfirm={() => revoke.mutateAsync({ playerId }).then(() => report.saved(), report.failed)}
          >
            <Button danger>{t("players.revokeAll")}</Button>
          </Popconfirm>
        ) : null
      }
      columns={[
        { title: t("players.device"), render: (_, row) => row.userAgent ?? "—", ellipsis: true },
        { title: t("players.signedInAt"), render: (_, row) => when(row.createdAt) },
        { title: t("players.expiresAt"), render: (_, row) => when(row.expiresAt) },
        ...(canRevoke
          ? [
              {
                title: t("players.actions"),
                render: (_: unknown, row: PlayerDetail["sessions"][number]) => (
                  <Button
                    size="small"
                    onClick={() =>
                      revoke.mutateAsync({ playerId, ref: row.ref }).then(() => report.saved(), report.failed)
                    }
                  >
                    {t("players.revoke")}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

function SanctionsTab({ detail, canLift }: { detail: PlayerDetail; canLift: boolean }) {
  const { t } = useTranslation();
  const lift = useLiftSanction();
  const report = useFeedback();
  return (
    <Table<Sanction>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={detail.sanctions}
      locale={{ emptyText: t("players.noSanctions") }}
      columns={[
        {
          title: t("players.kind"),
          render: (_, row) => (
            <Tag color={row.kind === "ban" ? "red" : "orange"}>{t(`players.kinds.${row.kind}`)}</Tag>
          ),
        },
        { title: t("players.reason"), dataIndex: "reason" },
        { title: t("players.from"), render: (_, row) => when(row.startsAt) },
        { title: t("players.until"), render: (_, row) => untilText(row.endsAt, t) },
        { title: t("players.givenBy"), render: (_, row) => row.staffName ?? "—" },
        {
          title: t("players.state"),
          render: (_, row) =>
            row.active ? (
              <Tag color="red">{t("players.running")}</Tag>
            ) : row.liftedAt ? (
              t("players.liftedBy", { name: row.liftedByName ?? "—", at: when(row.liftedAt) })
            ) : (
              t("players.ended")
            ),
        },
        ...(canLift
          ? [
              {
                title: t("players.actions"),
                render: (_: unknown, row: Sanction) =>
                  row.active && (
                    <Popconfirm
                      title={t("players.confirmLift")}
                      onConfirm={() =>
                        lift
                          .mutateAsync({ playerId: detail.profile.id, sanctionId: row.id })
                          .then(() => report.saved(), report.failed)
                      }
                    >
                      <Button size="small">{t("players.lift")}</Button>
                    </Popconfirm>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

function PointsTab({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={detail.points.history}
      title={() => t("players.balance", { balance: detail.points.balance })}
      columns={[
        { title: t("players.at"), render: (_, row) => when(row.createdAt) },
        {
          title: t("players.change"),
          render: (_, row) => (
            <Tag color={row.delta > 0 ? "green" : "red"}>{row.delta > 0 ? `+${row.delta}` : row.delta}</Tag>
          ),
        },
        {
          title: t("players.reason"),
          render: (_, row) => t(`players.pointsReasons.${row.reason}`, { defaultValue: row.reason }),
        },
        { title: t("players.note"), render: (_, row) => row.note ?? "" },
      ]}
    />
  );
}

function ActivityTab({ detail }: { detail: PlayerDetail }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }}>
      <Table
        rowKey="appId"
        size="small"
        pagination={false}
        title={() => t("players.reservations")}
        dataSource={detail.reservations}
        columns={[
          { title: t("players.game"), dataIndex: "gameName" },
          { title: t("players.at"), render: (_, row) => when(row.at) },
        ]}
      />
      <Table
        rowKey={(row) => `${row.giftId}:${row.claimedAt}`}
        size="small"
        pagination={false}
        title={() => t("players.claims")}
        dataSource={detail.claims}
        columns={[
          { title: t("players.game"), dataIndex: "gameName" },
          { title: t("players.pack"), dataIndex: "name" },
          { title: t("players.at"), render: (_, row) => when(row.claimedAt) },
        ]}
      />
    </Space>
  );
}

/** The player's orders; with `orders.support` each opens its order page. */
function OrdersTab({ detail, canOpen }: { detail: PlayerDetail; canOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="orderNo"
      size="small"
      pagination={false}
      dataSource={detail.orders}
      columns={[
        {
          title: t("players.orderNo"),
          render: (_, row) =>
            canOpen ? <Link to={`/orders/${row.orderNo}`}>{row.orderNo}</Link> : row.orderNo,
        },
        { title: t("players.game"), dataIndex: "gameName" },
        { title: t("players.goods"), dataIndex: "goodsName" },
        {
          title: t("players.amount"),
          render: (_, row) => `${(row.amountMinor / 100).toFixed(2)} ${row.currency}`,
        },
        { title: t("players.orderStatus"), dataIndex: "status" },
        { title: t("players.at"), render: (_, row) => when(row.createdAt) },
      ]}
    />
  );
}
