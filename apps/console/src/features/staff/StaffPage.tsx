import { type StaffRole, staffRoles } from "@portal/contracts/console/roles";
import { type StaffMember, staffName } from "@portal/contracts/console/staff";
import { email, password } from "@portal/contracts/validation";
import { App, Button, Card, Form, Input, Modal, Popconfirm, Select, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { dateLocale } from "../../lib/i18n";
import { zodRule } from "../../lib/zod-rule";
import { useMe } from "../session/api";
import { useChangeRole, useCreateStaff, useSetDisabled, useStaffList } from "./api";

/** Owners add staff, change their roles and disable or enable them; every change is audited. */
export function StaffPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const list = useStaffList();
  const me = useMe().data;
  const isMe = (member: StaffMember) => member.id === me?.id;
  const changeRole = useChangeRole();
  const setDisabled = useSetDisabled();
  const [adding, setAdding] = useState(false);
  const roleOptions = staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const report = (error: unknown) =>
    message.error(error instanceof ConsoleRequestError ? error.message : String(error));
  const saved = () => message.success(t("staff.saved"));

  const askRole = (member: StaffMember, role: StaffRole) =>
    modal.confirm({
      title: t("staff.confirmRole", { name: member.name, role: t(`roles.${role}`) }),
      onOk: () =>
        changeRole.mutateAsync({ staffId: member.id, version: member.version, role }).then(saved, report),
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
                      .then(saved, report)
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
                      .then(saved, report)
                  }
                >
                  <Button danger>{t("staff.disable")}</Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <AddStaffDialog open={adding} onClose={() => setAdding(false)} roleOptions={roleOptions} />
    </Card>
  );
}

function AddStaffDialog(props: {
  open: boolean;
  onClose: () => void;
  roleOptions: { value: StaffRole; label: string }[];
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const create = useCreateStaff();
  const submit = async (values: { email: string; name: string; role: StaffRole; password: string }) => {
    try {
      await create.mutateAsync(values);
      message.success(t("staff.saved"));
      form.resetFields();
      props.onClose();
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    }
  };
  return (
    <Modal
      open={props.open}
      title={t("staff.add")}
      onCancel={props.onClose}
      okText={t("staff.create")}
      cancelText={t("staff.cancel")}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
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
      </Form>
    </Modal>
  );
}
