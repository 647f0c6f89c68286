import { AVATAR_MAX_BYTES } from "@portal/contracts/profile";
import * as forums from "@portal/contracts/refs/forums";
import { countChars } from "@portal/contracts/text";
import { Button, DotLoading, ImageUploader, type ImageUploadItem, Input, TextArea } from "antd-mobile";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { errorText } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { uploadFile } from "../../../lib/upload";
import { limitChars } from "../../comments/TextComposer";
import { type Post, usePost, useSavePost } from "../api";
import styles from "../components/forums.module.css";

const uploadPicture = async (file: File): Promise<ImageUploadItem> => {
  const image = await uploadFile(forums.uploadImg, forums.POST_IMAGE_FIELD, file, file.name || "picture.jpg");
  return { key: image.id, url: image.url, extra: { id: image.id } };
};

/** Write a post (/post/new?forumId=) or edit one's own (/post/:postId/edit): title, text, pictures. */
export function PostEditorPage() {
  const postId = Number(useParams().postId) || undefined;
  const post = usePost(postId ?? 0, postId !== undefined);
  const forumId = Number(useSearchParams()[0].get("forumId"));
  if (postId && post.isPending) return <DotLoading />;
  return <PostEditor key={post.data?.id ?? 0} forumId={post.data?.forumId ?? forumId} post={post.data} />;
}

function PostEditor({ forumId, post }: { forumId: number; post?: Post }) {
  const { t } = useTranslation(["forums", "errors"]);
  const navigate = useNavigate();
  const save = useSavePost();
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [images, setImages] = useState<ImageUploadItem[]>(
    post?.images.map((image) => ({ key: image.id, url: image.url, extra: { id: image.id } })) ?? [],
  );
  const ready = title.trim() !== "" && content.trim() !== "";
  const titleId = useId();
  const bodyId = useId();

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        postId: post?.id,
        forumId,
        title,
        content,
        imageIds: images.map((image) => (image.extra as { id: number }).id),
      });
      showToast(t(post ? "editor.saved" : "editor.published"));
      navigate(`/post/${saved.id}`, { replace: true });
    } catch (error) {
      showToast(errorText(error));
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t(post ? "editor.editTitle" : "editor.newTitle")} />
      <form
        className={styles.section}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={titleId} className={styles.fieldLabel}>
            {t("editor.title")}
          </label>
          <Input
            id={titleId}
            value={title}
            onChange={(value) => setTitle(limitChars(value.replace(/\n/g, " "), forums.POST_TITLE_MAX_CHARS))}
            placeholder={t("editor.titlePlaceholder")}
            className={styles.titleInput}
          />
          <span className={styles.hint}>
            {t("editor.left", { count: forums.POST_TITLE_MAX_CHARS - countChars(title) })}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={bodyId} className={styles.fieldLabel}>
            {t("editor.body")}
          </label>
          <TextArea
            id={bodyId}
            value={content}
            onChange={(value) => setContent(limitChars(value, forums.POST_BODY_MAX_CHARS))}
            placeholder={t("editor.bodyPlaceholder")}
            autoSize={{ minRows: 6, maxRows: 16 }}
            className={styles.bodyInput}
          />
          <span className={styles.hint}>
            {t("editor.left", { count: forums.POST_BODY_MAX_CHARS - countChars(content) })}
          </span>
        </div>
        <div className={styles.field}>
          <span className={styles.fieldLabel}>{t("editor.pictures", { max: forums.POST_IMAGES_MAX })}</span>
          <ImageUploader
            value={images}
            onChange={setImages}
            upload={uploadPicture}
            maxCount={forums.POST_IMAGES_MAX}
            multiple
            accept="image/*"
            beforeUpload={(file) => {
              if (file.size <= AVATAR_MAX_BYTES) return file;
              showToast(t("errors:imageTooLarge", { max: AVATAR_MAX_BYTES / 1024 / 1024 }));
              return null;
            }}
            onUploadQueueChange={(queue) => {
              const failed = queue.find((task) => task.status === "fail");
              if (failed) showToast(t("editor.uploadFailed"));
            }}
          />
          <span className={styles.hint}>{t("editor.picturesHint")}</span>
        </div>
        <Button block color="primary" type="submit" loading={save.isPending} disabled={!ready}>
          {t(post ? "editor.save" : "editor.publish")}
        </Button>
      </form>
    </div>
  );
}
