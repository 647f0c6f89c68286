import { type StaffRole, staffRoles } from "@portal/contracts/console/roles";
import { type createStaff, type StaffMember, staffName } from "@portal/contracts/console/staff";
import type { BodyOf } from "@portal/contracts/route";
import { email, password } from "@portal/contracts/validation";
import { App, Button, Card, Form, Input, Popconfirm, Select, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../lib/FormDialog";
import { useFeedback } from "../../lib/feedback";
import { dateLocale } from "../../lib/i18n";
import { zodRule } from "../../lib/zod-rule";
import { useMe } from "../session/api";
import { useChangeRole, useCreateStaff, useSetDisabled, useStaffList } from "./api";

/** Owners add staff, change their roles and disable or enable them; every change is audited. */
export function StaffPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { saved, failed } = useFeedback();
  const list = useStaffList();
  const me = useMe().data;
  const isMe = (member: StaffMember) => member.id === me?.id;
  const changeRole = useChangeRole();
  const setDisabled = useSetDisabled();
  const [adding, setAdding] = useState(false);
  const roleOptions = staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  const askRole = (member: StaffMember, role: StaffRole) =>
    modal.confirm({
      title: t("staff.confirmRole", { name: member.name, role: t(`roles.${role}`) }),
      onOk: () =>
        changeRole
          .mutateAsync({ staffId: member.id, version: member.version, role })
          .then(() => saved(), failed),
    });

  return (
    <Card
      title={t("staff.title")}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t("staff.add")}
        </Button>
      }
    >
      <Table<StaffMember>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        pagination={false}
        columns={[
          { title: t("staff.name"), dataIndex: "name" },
          { title: t("staff.email"), dataIndex: "email" },
          {
            title: t("staff.role"),
            render: (_, member) =>
              isMe(member) ? (
                t(`roles.${member.role}`)
              ) : (
                <Select
                  aria-label={`${t("staff.role")} ${member.email}`}
                  value={member.role}
                  options={roleOptions}
                  style={{ width: 200 }}
                  onChange={(role) => askRole(member, role)}
                />
              ),
          },
          {
            title: t("staff.status"),
            render: (_, member) =>
              member.disabled ? (
                <Tag color="red">{t("staff.disabled")}</Tag>
              ) : (
                <Tag color="green">{t("staff.active")}</Tag>
              ),
          },
          {
            title: t("staff.secondFactor"),
            render: (_, member) => (member.secondFactor ? t("staff.enrolled") : t("staff.notEnrolled")),
          },
          {
            title: t("staff.created"),
            render: (_, member) => new Date(member.createdAt).toLocaleString(dateLocale()),
          },
          {
            title: t("staff.actions"),
            render: (_, member) =>
              isMe(member) ? (
                <Tag>{t("staff.you")}</Tag>
              ) : member.disabled ? (
                <Button
                  onClick={() =>
                    setDisabled
                      .mutateAsync({ staffId: member.id, version: member.version, disabled: false })
                      .then(() => saved(), failed)
                  }
                >
                  {t("staff.enable")}
                </Button>
              ) : (
                <Popconfirm
                  title={t("staff.confirmDisable", { name: member.name })}
                  onConfirm={() =>
                    setDisabled
                      .mutateAsync({ staffId: member.id, version: member.version, disabled: true })
                      .then(() => saved(), failed)
                  }
                >
                  <Button danger>{t("staff.disable")}</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      {adding ? <AddStaffDialog onClose={() => setAdding(false)} roleOptions={roleOptions} /> : null}
    </Card>
  );
}

function AddStaffDialog(props: { onClose: () => void; roleOptions: { value: StaffRole; label: string }[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BodyOf<typeof createStaff>>();
  const create = useCreateStaff();
  return (
    <FormDialog
      title={t("staff.add")}
      okText={t("staff.create")}
      form={form}
      save={create.mutateAsync}
      saving={create.isPending}
      onClose={props.onClose}
      requiredMark={false}
      initialValues={{ role: "contentEditor" }}
    >
      <Form.Item name="email" label={t("staff.email")} rules={[zodRule(email)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t("staff.name")} rules={[zodRule(staffName)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label={t("staff.role")}>
        <Select options={props.roleOptions} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("staff.password")}
        extra={t("staff.passwordHelp")}
        rules={[zodRule(password)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
