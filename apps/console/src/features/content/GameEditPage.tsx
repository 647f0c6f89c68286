import { type ConsoleGame, type GameForm, gameForm, milestoneForm } from "@portal/contracts/console/content";
import { emptyTexts } from "@portal/contracts/console/texts";
import { gameStatuses, gameTypes, platforms } from "@portal/contracts/games";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Spin,
} from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useFeedback } from "../../lib/feedback";
import { TextsItem } from "../../lib/fields";
import { zodRule } from "../../lib/zod-rule";
import { useCreateGame, useGame, useUpdateGame } from "./api";
import { ImageItem, ImageListField, type ImageValue } from "./ImageField";
import { PublishTimeField } from "./PublishTimeField";
import { PublishStateTag } from "./publishing";

type FormValues = Omit<GameForm, "iconMediaId" | "coverMediaId" | "screenshotMediaIds"> & {
  icon: ImageValue;
  cover: ImageValue;
  screenshots: { id: number; url: string }[];
};

const shape = gameForm.shape;

function newGameValues(): FormValues {
  return {
    slug: "",
    type: "rpg",
    platforms: ["android", "ios"],
    status: "upcoming",
    releaseDate: null,
    company: "",
    version: "",
    names: emptyTexts(),
    summaries: emptyTexts(),
    intros: emptyTexts(),
    updateNotes: emptyTexts(),
    icon: null,
    cover: null,
    screenshots: [],
    videoUrl: "",
    downloads: { ios: "", android: "", web: "" },
    links: { official: "", social: "", community: "", cafe: "" },
    reservationsElsewhere: 0,
    milestones: [],
    publishAt: null,
    syncSecret: "",
    deliveryUrl: "",
    deliverySecret: "",
  };
}

const fromGame = (game: ConsoleGame): FormValues => ({ ...game, syncSecret: "", deliverySecret: "" });

function toBody(values: FormValues): GameForm {
  const { icon, cover, screenshots, ...rest } = values;
  return {
    ...rest,
    releaseDate: rest.releaseDate || null,
    iconMediaId: icon?.id ?? null,
    coverMediaId: cover?.id ?? null,
    screenshotMediaIds: screenshots.map((image) => image.id),
  };
}

/** Creates a game (`/content/games/new`) or edits one; every field the portal shows. */
export function GameEditPage() {
  const { gameId } = useParams();
  const id = gameId === "new" ? undefined : Number(gameId);
  const game = useGame(id);
  if (id !== undefined && game.isPending) return <Spin />;
  if (game.isError) return <Alert type="error" title={game.error.message} showIcon />;
  return <GameEditor key={`${id}:${game.data?.rowVersion}`} game={game.data} />;
}

function GameEditor({ game }: { game: ConsoleGame | undefined }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateGame();
  const update = useUpdateGame();
  const submit = async (values: FormValues) => {
    try {
      const saved = game
        ? await update.mutateAsync({ ...toBody(values), gameId: game.id, rowVersion: game.rowVersion })
        : await create.mutateAsync(toBody(values));
      feedback.saved();
      navigate(`/content/games/${saved.id}`, { replace: true });
    } catch (error) {
      feedback.failed(error);
    }
  };
  const text = (
    name: keyof FormValues,
    label: string,
    options: { multiline?: boolean; required?: boolean } = {},
  ) => (
    <TextsItem
      name={name}
      label={label}
      rule={shape[name as keyof typeof shape] as never}
      multiline={options.multiline}
      english={options.required ? "required" : undefined}
    />
  );
  const url = (name: string[], label: string) => (
    <Form.Item name={name} label={label} rules={[zodRule(shape.videoUrl)]}>
      <Input placeholder="https://" />
    </Form.Item>
  );
  return (
    <Card
      title={game ? t("content.editGame", { name: game.names.en || game.slug }) : t("content.newGame")}
      extra={game ? <PublishStateTag state={game.state} at={game.publishAt} /> : null}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={game ? fromGame(game) : newGameValues()}
        onFinish={submit}
        scrollToFirstError
      >
        <Divider titlePlacement="start">{t("content.publishing")}</Divider>
        <Form.Item name="publishAt" label={t("content.publishAt")} rules={[zodRule(shape.publishAt)]}>
          <PublishTimeField />
        </Form.Item>
        <Divider titlePlacement="start">{t("content.texts")}</Divider>
        {text("names", t("content.name"), { required: true })}
        {text("summaries", t("content.summary"))}
        {text("intros", t("content.intro"), { multiline: true })}
        {text("updateNotes", t("content.updateNotes"), { multiline: true })}
        <Divider titlePlacement="start">{t("content.facts")}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="slug" label={t("content.slug")} rules={[zodRule(shape.slug)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type" label={t("content.type")}>
              <Select options={gameTypes.map((value) => ({ value, label: t(`content.types.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="company" label={t("content.company")} rules={[zodRule(shape.company)]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="status" label={t("content.status")}>
              <Radio.Group
                options={gameStatuses.map((value) => ({ value, label: t(`content.statuses.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="releaseDate" label={t("content.releaseDate")}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="version" label={t("content.version")} rules={[zodRule(shape.version)]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="platforms" label={t("content.platforms")} rules={[zodRule(shape.platforms)]}>
          <Checkbox.Group
            options={platforms.map((value) => ({ value, label: t(`content.platformNames.${value}`) }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>{url(["downloads", "ios"], t("content.store.ios"))}</Col>
          <Col span={8}>{url(["downloads", "android"], t("content.store.android"))}</Col>
          <Col span={8}>{url(["downloads", "web"], t("content.store.web"))}</Col>
        </Row>
        <Row gutter={16}>
          <Col span={6}>{url(["links", "official"], t("content.link.official"))}</Col>
          <Col span={6}>{url(["links", "social"], t("content.link.social"))}</Col>
          <Col span={6}>{url(["links", "community"], t("content.link.community"))}</Col>
          <Col span={6}>{url(["links", "cafe"], t("content.link.cafe"))}</Col>
        </Row>
        <Divider titlePlacement="start">{t("content.media")}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <ImageItem name="icon" label={t("content.icon")} />
          </Col>
          <Col span={16}>
            <ImageItem name="cover" label={t("content.cover")} />
          </Col>
        </Row>
        <Form.Item name="screenshots" label={t("content.screenshots")}>
          <ImageListField label={t("content.screenshots")} />
        </Form.Item>
        {url(["videoUrl"], t("content.video"))}
        <Divider titlePlacement="start">{t("content.preRegistration")}</Divider>
        <Form.Item
          name="reservationsElsewhere"
          label={t("content.reservationsElsewhere")}
          rules={[zodRule(shape.reservationsElsewhere)]}
        >
          <InputNumber min={0} style={{ width: 200 }} />
        </Form.Item>
        <Milestones />
        <Divider titlePlacement="start">{t("content.integration")}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="syncSecret"
              label={t("content.syncSecret")}
              extra={game?.syncSecretSet ? t("content.secretSet") : t("content.secretNotSet")}
              rules={[zodRule(shape.syncSecret)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={8}>{url(["deliveryUrl"], t("content.deliveryUrl"))}</Col>
          <Col span={8}>
            <Form.Item
              name="deliverySecret"
              label={t("content.deliverySecret")}
              extra={game?.deliverySecretSet ? t("content.secretSet") : t("content.secretNotSet")}
              rules={[zodRule(shape.deliverySecret)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            {t("content.save")}
          </Button>
          <Button onClick={() => navigate("/content/games")}>{t("content.back")}</Button>
        </Space>
      </Form>
    </Card>
  );
}

function Milestones() {
  const { t } = useTranslation();
  return (
    <Form.List name="milestones">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t("content.milestone", { number: index + 1 })}
              extra={<Button onClick={() => remove(field.name)}>{t("content.remove")}</Button>}
              style={{ marginBottom: 12 }}
            >
              <Form.Item
                name={[field.name, "threshold"]}
                label={t("content.threshold")}
                rules={[zodRule(milestoneForm.shape.threshold)]}
              >
                <InputNumber min={1} style={{ width: 200 }} />
              </Form.Item>
              <TextsItem
                name={[field.name, "titles"]}
                label={t("content.milestoneTitle")}
                rule={milestoneForm.shape.titles}
                english="required"
              />
              <TextsItem
                name={[field.name, "rewards"]}
                label={t("content.reward")}
                rule={milestoneForm.shape.rewards}
                english="required"
              />
            </Card>
          ))}
          <Button onClick={() => add({ threshold: 10000, titles: emptyTexts(), rewards: emptyTexts() })}>
            {t("content.addMilestone")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
