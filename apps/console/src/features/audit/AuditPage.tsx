import type { AuditEntry } from "@portal/contracts/console/audit";
import { AutoComplete, Button, Card, DatePicker, Form, Input, InputNumber, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { dateLocale } from "../../lib/i18n";
import { PagedTable, usePagedFilter } from "../../lib/PagedTable";
import { useStaffList } from "../staff/api";
import { type AuditFilter, useAuditLog } from "./api";

const knownActions = [
  "staff.create",
  "staff.changeRole",
  "staff.disable",
  "staff.enable",
  "staff.enrolSecondFactor",
  "player.ban",
  "player.mute",
  "player.liftBan",
  "player.liftMute",
  "player.revokeSession",
  "player.revokeAllSessions",
  "player.adjustPoints",
];

interface FilterForm {
  staffId?: number;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  period?: [{ toISOString(): string } | null, { toISOString(): string } | null] | null;
}

/** Every change made in the console, newest first, filtered by staff member, action, subject and period. */
export function AuditPage({ canListStaff }: { canListStaff: boolean }) {
  const { t } = useTranslation();
  const paging = usePagedFilter<Omit<AuditFilter, "page" | "pageSize">>({});
  const log = useAuditLog(paging.query);
  const staff = useStaffList(canListStaff);
  const [form] = Form.useForm<FilterForm>();

  const apply = (values: FilterForm) =>
    paging.setFilter({
      staffId: values.staffId ?? undefined,
      action: values.action || undefined,
      subjectType: values.subjectType || undefined,
      subjectId: values.subjectId || undefined,
      from: values.period?.[0]?.toISOString(),
      to: values.period?.[1]?.toISOString(),
    });

  return (
    <Card title={t("audit.title")}>
      <Form form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="staffId" label={t("audit.staff")}>
          {canListStaff ? (
            <Select
              allowClear
              style={{ width: 180 }}
              options={(staff.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          ) : (
            <InputNumber min={1} style={{ width: 120 }} />
          )}
        </Form.Item>
        <Form.Item name="action" label={t("audit.action")}>
          <AutoComplete
            style={{ width: 200 }}
            options={knownActions.map((value) => ({ value }))}
            allowClear
          />
        </Form.Item>
        <Form.Item name="subjectType" label={t("audit.subjectType")}>
          <Input style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="subjectId" label={t("audit.subjectId")}>
          <Input style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="period" label={t("audit.period")}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t("audit.filter")}
        </Button>
        <Button
          style={{ marginLeft: 8 }}
          onClick={() => {
            form.resetFields();
            apply({});
          }}
        >
          {t("audit.reset")}
        </Button>
      </Form>
      <PagedTable<AuditEntry>
        list={log}
        page={paging.page}
        onPage={paging.setPage}
        loading={log.isFetching}
        showTotal={(total) => t("audit.total", { count: total })}
        expandable={{ expandedRowRender: (entry) => <ChangeDetails entry={entry} /> }}
        columns={[
          { title: t("audit.at"), width: 200, render: (_, e) => new Date(e.at).toLocaleString(dateLocale()) },
          { title: t("audit.staff"), render: (_, e) => e.staffName ?? t("audit.server") },
          { title: t("audit.action"), dataIndex: "action" },
          { title: t("audit.subject"), render: (_, e) => `${e.subjectType} #${e.subjectId}` },
        ]}
      />
    </Card>
  );
}

function ChangeDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const show = (value: unknown) =>
    value === null || value === undefined ? "—" : JSON.stringify(value, null, 2);
  return (
    <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 16 }}>
      <div>
        <Typography.Text strong>{t("audit.before")}</Typography.Text>
        <pre style={{ background: "#fafafa", padding: 8 }}>{show(entry.before)}</pre>
      </div>
      <div>
        <Typography.Text strong>{t("audit.after")}</Typography.Text>
        <pre style={{ background: "#fafafa", padding: 8 }}>{show(entry.after)}</pre>
      </div>
    </div>
  );
}
