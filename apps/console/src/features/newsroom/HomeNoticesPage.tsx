import { type ConsoleHomeNotice, homeNoticeForm } from "@portal/contracts/console/newsroom";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { Form } from "antd";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { FormDialog } from "../../lib/FormDialog";
import { SwitchItem, TextsItem } from "../../lib/fields";
import { ListCard, windowColumn } from "../../lib/ListCard";
import { missingColumn } from "../../lib/LocalizedTextField";
import { ImageItem, type ImageValue } from "../content/ImageField";
import { LinkItem, WindowItems } from "../content/PublishTimeField";
import { useCreateNotice, useDeleteNotice, useHomeNotices, useUpdateNotice } from "./api";
import { PinnedTitle, titleOf } from "./PinnedTitle";

const shape = homeNoticeForm.shape;

interface NoticeValues {
  titles: LocalizedTexts;
  bodies: LocalizedTexts;
  image: ImageValue;
  link: string;
  startsAt: string | null;
  endsAt: string | null;
  pinned: boolean;
}

/** The home pop-up notices: a window each; of those running at once, a pinned one shows first. */
export function HomeNoticesPage() {
  const { t } = useTranslation();
  const notices = useHomeNotices();
  const remove = useDeleteNotice();
  return (
    <ListCard<ConsoleHomeNotice>
      title={t("newsroom.notices")}
      newLabel={t("newsroom.newNotice")}
      list={notices}
      dialog={(notice, onClose) => <NoticeDialog notice={notice} onClose={onClose} />}
      remove={{
        confirm: t("newsroom.confirmDeleteNotice"),
        name: titleOf,
        run: (notice) => remove.mutateAsync({ noticeId: notice.id, version: notice.version }),
      }}
      columns={[
        { title: t("content.title"), render: (_, notice) => <PinnedTitle item={notice} /> },
        windowColumn<ConsoleHomeNotice>(t),
        missingColumn<ConsoleHomeNotice>(t),
      ]}
    />
  );
}

function NoticeDialog({ notice, onClose }: { notice?: ConsoleHomeNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeValues>();
  const edit = itemSave(notice, useCreateNotice(), useUpdateNotice(), ({ id, version }) => ({
    noticeId: id,
    version,
  }));
  const save = ({ image, ...values }: NoticeValues) => {
    const body = {
      ...values,
      imageMediaId: image?.id ?? null,
      startsAt: values.startsAt ?? "",
      endsAt: values.endsAt ?? "",
    };
    return edit.save(body);
  };
  return (
    <FormDialog
      width={900}
      title={notice ? t("newsroom.editNotice") : t("newsroom.newNotice")}
      form={form}
      save={save}
      saving={edit.saving}
      onClose={onClose}
      initialValues={
        notice
          ? {
              ...notice,
              titles: { ...emptyTexts(), ...notice.titles },
              bodies: { ...emptyTexts(), ...notice.bodies },
            }
          : {
              titles: emptyTexts(),
              bodies: emptyTexts(),
              image: null,
              link: "",
              startsAt: null,
              endsAt: null,
              pinned: false,
            }
      }
    >
      <TextsItem name="titles" label={t("content.title")} rule={shape.titles} english="required" />
      <TextsItem name="bodies" label={t("newsroom.body")} rule={shape.bodies} multiline />
      <LinkItem rule={shape.link} />
      <WindowItems rules={shape}>
        <SwitchItem name="pinned" label={t("newsroom.pinned")} />
      </WindowItems>
      <ImageItem name="image" label={t("content.image")} />
    </FormDialog>
  );
}
