import { type ConsoleVideo, videoForm } from "@portal/contracts/console/newsroom";
import {
  emptyTexts,
  type LocalizedTexts,
  type PublishState,
  publishStates,
} from "@portal/contracts/console/texts";
import {
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { GamePicker } from "../../lib/GamePicker";
import { LocalizedTextField, MissingLanguages } from "../../lib/LocalizedTextField";
import { zodRule } from "../../lib/zod-rule";
import { PublishStateTag } from "../content/GamesPage";
import { ImageField, type ImageValue } from "../content/ImageField";
import { PublishTimeField } from "../content/PublishTimeField";
import { useCreateVideo, useDeleteVideo, useUpdateVideo, useVideos } from "./api";
import { DeleteButton } from "./DeleteButton";

const shape = videoForm.shape;

interface VideoValues {
  titles: LocalizedTexts;
  gameId: number | null;
  hostedUrl: string;
  poster: ImageValue;
  durationSeconds: number;
  pinned: boolean;
  publishAt: string | null;
}

/** The video zone: hosted videos (an https player page), a poster, pinned first, scheduled. */
export function VideosPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PublishState | undefined>();
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState<ConsoleVideo | "new" | null>(null);
  const remove = useDeleteVideo();
  const videos = useVideos({ page, pageSize: 20, state, missing: missing ? "true" : undefined });
  return (
    <Card
      title={t("newsroom.videos")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("newsroom.newVideo")}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label={t("content.state")}
          placeholder={t("content.state")}
          allowClear
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={publishStates.map((value) => ({ value, label: t(`content.states.${value}`) }))}
          style={{ width: 160 }}
        />
        <Checkbox checked={missing} onChange={(event) => setMissing(event.target.checked)}>
          {t("texts.missingOnly")}
        </Checkbox>
      </Space>
      <Table<ConsoleVideo>
        rowKey="id"
        loading={videos.isPending}
        dataSource={videos.data?.items ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: videos.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          {
            title: t("content.title"),
            render: (_, video) => (
              <Space>
                {video.pinned ? <Tag color="gold">{t("newsroom.pinned")}</Tag> : null}
                {video.titles.en || video.titles.zh}
              </Space>
            ),
          },
          { title: t("newsroom.source"), render: (_, video) => t(`newsroom.kinds.${video.kind}`) },
          {
            title: t("content.state"),
            render: (_, video) => <PublishStateTag state={video.state} at={video.publishAt} />,
          },
          {
            title: t("texts.missing"),
            render: (_, video) => <MissingLanguages languages={video.missingLanguages} />,
          },
          {
            title: t("content.actions"),
            render: (_, video) => (
              <Space>
                <Button onClick={() => setEditing(video)}>{t("content.edit")}</Button>
                <DeleteButton
                  titles={video.titles}
                  confirm={t("newsroom.confirmDeleteVideo")}
                  onDelete={() => remove.mutateAsync({ videoId: video.id, version: video.version })}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <VideoDialog video={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function VideoDialog({ video, onClose }: { video?: ConsoleVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<VideoValues>();
  const create = useCreateVideo();
  const update = useUpdateVideo();
  const submit = async ({ poster, ...values }: VideoValues) => {
    const body = { ...values, posterMediaId: poster?.id ?? null };
    try {
      if (video) await update.mutateAsync({ ...body, videoId: video.id, version: video.version });
      else await create.mutateAsync(body);
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    }
  };
  return (
    <Modal
      open
      width={900}
      title={video ? t("newsroom.editVideo") : t("newsroom.newVideo")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={create.isPending || update.isPending}
    >
      <Form<VideoValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          video
            ? { ...video, titles: { ...emptyTexts(), ...video.titles } }
            : {
                titles: emptyTexts(),
                gameId: null,
                hostedUrl: "",
                poster: null,
                durationSeconds: 60,
                pinned: false,
                publishAt: null,
              }
        }
      >
        <Form.Item name="titles" label={t("content.title")} rules={[zodRule(shape.titles)]}>
          <LocalizedTextField label={t("content.title")} required={["en"]} />
        </Form.Item>
        <Form.Item
          name="hostedUrl"
          label={t("newsroom.hostedUrl")}
          extra={video?.kind === "file" ? t("newsroom.keepsFile") : undefined}
          rules={[zodRule(shape.hostedUrl)]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Space size="large" align="start">
          <Form.Item
            name="durationSeconds"
            label={t("newsroom.duration")}
            rules={[zodRule(shape.durationSeconds)]}
          >
            <InputNumber min={1} aria-label={t("newsroom.duration")} />
          </Form.Item>
          <Form.Item name="gameId" label={t("newsroom.gameId")}>
            <GamePicker label={t("newsroom.gameId")} />
          </Form.Item>
          <Form.Item name="pinned" label={t("newsroom.pinned")} valuePropName="checked">
            <Switch aria-label={t("newsroom.pinned")} />
          </Form.Item>
        </Space>
        <Form.Item name="publishAt" label={t("content.publishing")}>
          <PublishTimeField />
        </Form.Item>
        <Form.Item name="poster" label={t("newsroom.poster")}>
          <ImageField label={t("newsroom.poster")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
