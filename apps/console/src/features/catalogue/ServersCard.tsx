import { serverForm } from "@portal/contracts/console/catalogue";
import { Button, Card, Form, Input, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../lib/zod-rule";
import { useCatalogueServers, useSaveCatalogueServers } from "./api";
import { FormDialog } from "./FormDialog";

type Server = { serverId: string; name: string };

/** The servers players choose among: entered by hand, or else the game server's own list. */
export function ServersCard({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const servers = useCatalogueServers(gameId);
  const [editing, setEditing] = useState(false);
  const entered = servers.data?.entered ?? [];
  const offered = entered.length > 0 ? entered : (servers.data?.fromGameServer ?? []);
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={t("catalogue.servers")}
      loading={servers.isPending}
      extra={<Button onClick={() => setEditing(true)}>{t("catalogue.editServers")}</Button>}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Text type="secondary">
          {entered.length > 0
            ? t("catalogue.serversEntered")
            : servers.data?.fromGameServer
              ? t("catalogue.serversFromGame")
              : t("catalogue.serversUnavailable")}
        </Typography.Text>
        <Space wrap>
          {offered.map((server) => (
            <Tag key={server.serverId}>
              {server.name} · {server.serverId}
            </Tag>
          ))}
        </Space>
      </Space>
      {editing && servers.data ? (
        <ServersDialog
          gameId={gameId}
          entered={entered}
          version={servers.data.version}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}

function ServersDialog({
  gameId,
  entered,
  version,
  onClose,
}: {
  gameId: number;
  entered: Server[];
  /** The version of the list the operator sees: someone else's save since refuses this one. */
  version: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ servers: Server[] }>();
  const save = useSaveCatalogueServers();
  return (
    <FormDialog<{ servers: Server[] }>
      title={t("catalogue.editServers")}
      form={form}
      save={(values) => save.mutateAsync({ gameId, version, servers: values.servers ?? [] })}
      saving={save.isPending}
      onClose={onClose}
      initialValues={{ servers: entered }}
    >
      <Typography.Paragraph type="secondary">{t("catalogue.serversHelp")}</Typography.Paragraph>
      <Form.List name="servers">
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              dataSource={fields}
              rowKey="key"
              columns={[
                {
                  title: t("catalogue.serverId"),
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, "serverId"]}
                      rules={[zodRule(serverForm.shape.serverId)]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input aria-label={t("catalogue.serverId")} />
                    </Form.Item>
                  ),
                },
                {
                  title: t("catalogue.name"),
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, "name"]}
                      rules={[zodRule(serverForm.shape.name)]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input aria-label={t("catalogue.name")} />
                    </Form.Item>
                  ),
                },
                {
                  render: (_, field) => (
                    <Button onClick={() => remove(field.name)}>{t("content.delete")}</Button>
                  ),
                },
              ]}
            />
            <Button style={{ marginTop: 8 }} onClick={() => add({ serverId: "", name: "" })}>
              {t("catalogue.addServer")}
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
