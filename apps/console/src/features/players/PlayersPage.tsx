import { type PlayerSummary, playerSearchFields, searchPlayers } from "@portal/contracts/console/players";
import { Alert, Button, Card, Form, Input, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PAGE_SIZE, PagedTable } from "../../lib/PagedTable";
import { zodRule } from "../../lib/zod-rule";
import { usePlayerSearch } from "./api";
import { SanctionTags } from "./SanctionTags";

type SearchField = (typeof playerSearchFields)[number];

/** Find a player by id, e-mail, phone, nickname or game account; contact data comes masked unless allowed. */
export function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const by = (params.get("by") as SearchField | null) ?? "nickname";
  const q = params.get("q") ?? "";
  const [page, setPage] = useState(1);
  const search = usePlayerSearch(q ? { by, q, page, pageSize: PAGE_SIZE } : null);
  const [form] = Form.useForm<{ by: SearchField; q: string }>();

  const submit = (values: { by: SearchField; q: string }) => {
    setPage(1);
    setParams({ by: values.by, q: values.q.trim() });
  };

  return (
    <Card title={t("players.title")}>
      <Form
        form={form}
        layout="inline"
        onFinish={submit}
        initialValues={{ by, q }}
        style={{ marginBottom: 16 }}
        requiredMark={false}
      >
        <Form.Item name="by" label={t("players.searchBy")}>
          <Select
            style={{ width: 170 }}
            options={playerSearchFields.map((field) => ({ value: field, label: t(`players.by.${field}`) }))}
          />
        </Form.Item>
        <Form.Item name="q" rules={[zodRule(searchPlayers.query.shape.q)]}>
          <Input
            aria-label={t("players.searchText")}
            placeholder={t("players.searchText")}
            style={{ width: 280 }}
            allowClear
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t("players.search")}
          </Button>
        </Form.Item>
      </Form>
      {search.isError && <Alert type="error" title={search.error.message} showIcon />}
      <PagedTable<PlayerSummary>
        list={search}
        page={page}
        onPage={setPage}
        loading={search.isFetching}
        locale={{ emptyText: q ? t("players.noMatch") : t("players.searchHint") }}
        columns={[
          { title: t("players.id"), dataIndex: "id", width: 90 },
          {
            title: t("players.nickname"),
            render: (_, player) => <Link to={`/players/${player.id}`}>{player.nickname}</Link>,
          },
          { title: t("players.email"), render: (_, player) => player.email ?? "—" },
          { title: t("players.phone"), render: (_, player) => player.phone ?? "—" },
          {
            title: t("players.status"),
            render: (_, player) => (
              <Space size={4}>
                <SanctionTags player={player} />
                {player.contactMasked && <Tag>{t("players.masked")}</Tag>}
              </Space>
            ),
          },
          {
            title: t("players.actions"),
            width: 110,
            render: (_, player) => <Link to={`/players/${player.id}`}>{t("players.open")}</Link>,
          },
        ]}
      />
    </Card>
  );
}
