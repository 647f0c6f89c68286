import { App, Button, Form, Image, Space, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { type FieldProps, fieldItem } from "../../lib/fields";
import { type UploadedImage, uploadImage } from "./api";

export type ImageValue = { id: number; url: string } | null;

/** Uploads one image (checked and re-encoded by the server) and keeps its id. */
export function useUpload(onDone: (image: UploadedImage) => void, path?: string) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      onDone(await uploadImage(file, path));
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

const picker = (send: (file: File) => void) => ({
  accept: "image/*",
  showUploadList: false,
  beforeUpload: (file: File) => {
    send(file);
    return false;
  },
});

export function ImageField(props: {
  value?: ImageValue;
  onChange?: (value: ImageValue) => void;
  label: string;
  /** The upload route, when not the content editors' one (board icons). */
  uploadPath?: string;
}) {
  const { t } = useTranslation();
  const upload = useUpload((image) => props.onChange?.({ id: image.id, url: image.url }), props.uploadPath);
  return (
    <Space align="center">
      {props.value ? <Image src={props.value.url} alt={props.label} height={72} /> : null}
      <Upload {...picker(upload.send)}>
        <Button loading={upload.busy} aria-label={`${t("content.upload")} ${props.label}`}>
          {props.value ? t("content.replaceImage") : t("content.upload")}
        </Button>
      </Upload>
      {props.value ? <Button onClick={() => props.onChange?.(null)}>{t("content.remove")}</Button> : null}
    </Space>
  );
}

/** A form field of one image. */
export function ImageItem({ uploadPath, ...field }: FieldProps & { uploadPath?: string }) {
  return (
    <Form.Item {...fieldItem(field)}>
      <ImageField label={field.label} uploadPath={uploadPath} />
    </Form.Item>
  );
}

export function ImageListField(props: {
  value?: { id: number; url: string }[];
  onChange?: (value: { id: number; url: string }[]) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const images = props.value ?? [];
  const upload = useUpload((image) => props.onChange?.([...images, { id: image.id, url: image.url }]));
  return (
    <Space wrap>
      {images.map((image, index) => (
        <Space key={image.id} direction="vertical" size={4}>
          <Image src={image.url} alt={`${props.label} ${index + 1}`} height={96} />
          <Button
            size="small"
            onClick={() => props.onChange?.(images.filter((other) => other.id !== image.id))}
          >
            {t("content.remove")}
          </Button>
        </Space>
      ))}
      <Upload {...picker(upload.send)}>
        <Button loading={upload.busy} aria-label={`${t("content.upload")} ${props.label}`}>
          {t("content.upload")}
        </Button>
      </Upload>
    </Space>
  );
}
