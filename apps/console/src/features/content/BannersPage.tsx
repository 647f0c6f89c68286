import { bannerForm, type ConsoleBanner } from "@portal/contracts/console/content";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { Form, Image } from "antd";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { FormDialog } from "../../lib/FormDialog";
import { useFeedback } from "../../lib/feedback";
import { TextsItem } from "../../lib/fields";
import { ListCard, windowColumn } from "../../lib/ListCard";
import { missingColumn } from "../../lib/LocalizedTextField";
import { MoveButtons, moved } from "../../lib/MoveButtons";
import { useBanners, useCreateBanner, useDeleteBanner, useOrderBanners, useUpdateBanner } from "./api";
import { ImageItem, type ImageValue } from "./ImageField";
import { LinkItem, WindowItems } from "./PublishTimeField";

const shape = bannerForm.shape;

interface BannerValues {
  image: ImageValue;
  link: string;
  titles: LocalizedTexts;
  startsAt: string | null;
  endsAt: string | null;
}

/** The home carousel: order (move up or down), window, link and six-language title. */
export function BannersPage() {
  const { t } = useTranslation();
  const banners = useBanners();
  const order = useOrderBanners();
  const remove = useDeleteBanner();
  const items = banners.data?.items ?? [];
  const { failed: report } = useFeedback();
  const move = (index: number, by: -1 | 1) =>
    order
      .mutateAsync({
        places: moved(items, index, by).map((banner, sortOrder) => ({ bannerId: banner.id, sortOrder })),
      })
      .catch(report);
  return (
    <ListCard<ConsoleBanner>
      title={t("content.banners")}
      newLabel={t("content.newBanner")}
      list={banners}
      dialog={(banner, onClose) => <BannerDialog banner={banner} onClose={onClose} />}
      remove={{
        confirm: t("content.confirmDelete"),
        run: (banner) => remove.mutateAsync({ bannerId: banner.id, version: banner.version }),
      }}
      columns={[
        {
          title: t("content.order"),
          width: 130,
          render: (_, _banner, index) => (
            <MoveButtons index={index} count={items.length} onMove={(by) => move(index, by)} />
          ),
        },
        {
          title: t("content.image"),
          render: (_, banner) => <Image src={banner.image.url} height={48} alt="" />,
        },
        { title: t("content.title"), render: (_, banner) => banner.titles.en || banner.titles.zh },
        { title: t("content.link.target"), dataIndex: "link" },
        windowColumn<ConsoleBanner>(t),
        missingColumn<ConsoleBanner>(t),
      ]}
    />
  );
}

function BannerDialog({ banner, onClose }: { banner?: ConsoleBanner; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerValues>();
  const edit = itemSave(banner, useCreateBanner(), useUpdateBanner(), ({ id, version }) => ({
    bannerId: id,
    version,
  }));
  const save = (values: BannerValues) => {
    const body = {
      imageMediaId: values.image?.id ?? 0,
      link: values.link,
      titles: values.titles,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
    };
    return edit.save(body);
  };
  return (
    <FormDialog
      width={900}
      title={banner ? t("content.editBanner") : t("content.newBanner")}
      form={form}
      save={save}
      saving={edit.saving}
      onClose={onClose}
      initialValues={
        banner
          ? { ...banner, titles: { ...emptyTexts(), ...banner.titles }, image: banner.image }
          : { image: null, link: "", titles: emptyTexts(), startsAt: null, endsAt: null }
      }
    >
      <ImageItem
        name="image"
        label={t("content.image")}
        rules={[
          {
            validator: async (_, value) => (value ? undefined : Promise.reject(t("content.imageRequired"))),
          },
        ]}
      />
      <TextsItem name="titles" label={t("content.title")} rule={shape.titles} english="required" />
      <LinkItem rule={shape.link} />
      <WindowItems />
    </FormDialog>
  );
}
