import { type ConsoleVideo, videoForm } from "@portal/contracts/console/newsroom";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { FormDialog } from "../../lib/FormDialog";
import { GameItem, NumberItem, SwitchItem, TextsItem } from "../../lib/fields";
import { ListCard } from "../../lib/ListCard";
import { usePagedFilter } from "../../lib/PagedTable";
import { zodRule } from "../../lib/zod-rule";
import { ImageItem, type ImageValue } from "../content/ImageField";
import { PublishItem } from "../content/PublishTimeField";
import { type PublishFilter, PublishFilters, publishColumns } from "../content/publishing";
import { useCreateVideo, useDeleteVideo, useUpdateVideo, useVideos } from "./api";
import { PinnedTitle, titleOf } from "./PinnedTitle";

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
  const paging = usePagedFilter<PublishFilter>({});
  const remove = useDeleteVideo();
  const videos = useVideos(paging.query);
  return (
    <ListCard<ConsoleVideo>
      title={t("newsroom.videos")}
      newLabel={t("newsroom.newVideo")}
      list={videos}
      paged={{ page: paging.page, onPage: paging.setPage }}
      filters={<PublishFilters filter={paging.filter} onChange={paging.setFilter} />}
      dialog={(video, onClose) => <VideoDialog video={video} onClose={onClose} />}
      remove={{
        confirm: t("newsroom.confirmDeleteVideo"),
        name: titleOf,
        run: (video) => remove.mutateAsync({ videoId: video.id, version: video.version }),
      }}
      columns={[
        { title: "ID", dataIndex: "id", width: 70 },
        { title: t("content.title"), render: (_, video) => <PinnedTitle item={video} /> },
        { title: t("newsroom.source"), render: (_, video) => t(`newsroom.kinds.${video.kind}`) },
        ...publishColumns<ConsoleVideo>(t),
      ]}
    />
  );
}

function VideoDialog({ video, onClose }: { video?: ConsoleVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VideoValues>();
  const edit = itemSave(video, useCreateVideo(), useUpdateVideo(), ({ id, version }) => ({
    videoId: id,
    version,
  }));
  return (
    <FormDialog
      width={900}
      title={video ? t("newsroom.editVideo") : t("newsroom.newVideo")}
      form={form}
      save={({ poster, ...values }) => edit.save({ ...values, posterMediaId: poster?.id ?? null })}
      saving={edit.saving}
      onClose={onClose}
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
      <TextsItem name="titles" label={t("content.title")} rule={shape.titles} english="required" />
      <Form.Item
        name="hostedUrl"
        label={t("newsroom.hostedUrl")}
        extra={video?.kind === "file" ? t("newsroom.keepsFile") : undefined}
        rules={[zodRule(shape.hostedUrl)]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Space size="large" align="start">
        <NumberItem
          name="durationSeconds"
          label={t("newsroom.duration")}
          rule={shape.durationSeconds}
          input={{ min: 1 }}
        />
        <GameItem name="gameId" label={t("newsroom.gameId")} />
        <SwitchItem name="pinned" label={t("newsroom.pinned")} />
      </Space>
      <PublishItem />
      <ImageItem name="poster" label={t("newsroom.poster")} />
    </FormDialog>
  );
}
