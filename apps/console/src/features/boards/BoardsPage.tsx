import {
  boardForm,
  type ConsoleBoard,
  type ConsoleBoardGame,
  uploadBoardIcon,
} from "@portal/contracts/console/boards";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { forumKinds } from "@portal/contracts/forums";
import { Button, Card, Form, Image, InputNumber, Modal, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../lib/FormDialog";
import { useFeedback } from "../../lib/feedback";
import { SwitchItem, TextsItem } from "../../lib/fields";
import { MoveButtons } from "../../lib/MoveButtons";
import { ImageItem, type ImageValue } from "../content/ImageField";
import {
  useBoards,
  useCreateBoard,
  useMoveBoard,
  useSetModerator,
  useSetOfficialAccount,
  useUpdateBoard,
} from "./api";

const shape = boardForm.shape;

interface BoardValues {
  kind: ConsoleBoard["kind"];
  names: LocalizedTexts;
  intros: LocalizedTexts;
  icon: ImageValue;
  enabled: boolean;
}

/** A game's forum boards: order, names and intros in six languages, icon, on/off, moderators. */
export function BoardsPage() {
  const { t, i18n } = useTranslation();
  const boards = useBoards(i18n.language);
  const games = boards.data?.games ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const game = games.find((g) => g.id === chosen) ?? games[0];
  const [editing, setEditing] = useState<ConsoleBoard | "new" | null>(null);
  const [moderating, setModerating] = useState<number | null>(null);
  const move = useMoveBoard();
  const { failed: report } = useFeedback();
  const ownName = (board: ConsoleBoard) => (i18n.language === "zh" ? board.names.zh : "") || board.names.en;
  const nameOf = (board: ConsoleBoard) => ownName(board) || t(`boards.kinds.${board.kind}`);
  const items = game?.boards ?? [];
  const freeKinds = forumKinds.filter((kind) => !items.some((board) => board.kind === kind));
  return (
    <Card
      title={t("boards.title")}
      loading={boards.isPending}
      extra={
        <Space>
          <Select
            aria-label={t("boards.game")}
            style={{ width: 260 }}
            value={game?.id}
            onChange={setChosen}
            options={games.map((g) => ({ value: g.id, label: g.name }))}
            showSearch
            optionFilterProp="label"
          />
          <Button type="primary" disabled={!freeKinds.length} onClick={() => setEditing("new")}>
            {t("boards.newBoard")}
          </Button>
        </Space>
      }
    >
      {game ? <OfficialAccount game={game} /> : null}
      <Table<ConsoleBoard>
        rowKey="id"
        dataSource={items}
        pagination={false}
        columns={[
          {
            title: t("content.order"),
            width: 110,
            render: (_, board, index) => (
              <MoveButtons
                index={index}
                count={items.length}
                name={nameOf(board)}
                loading={move.isPending}
                onMove={(by) =>
                  move
                    .mutateAsync({
                      boardId: board.id,
                      version: board.version,
                      direction: by === -1 ? "up" : "down",
                    })
                    .catch(report)
                }
              />
            ),
          },
          {
            title: t("boards.icon"),
            width: 70,
            render: (_, board) => (board.icon ? <Image src={board.icon.url} height={32} alt="" /> : "—"),
          },
          {
            title: t("boards.name"),
            render: (_, board) => (
              <Space direction="vertical" size={0}>
                <strong>{nameOf(board)}</strong>
                {ownName(board) ? (
                  <Typography.Text type="secondary">{t(`boards.kinds.${board.kind}`)}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          { title: t("boards.posts"), dataIndex: "postsCount", width: 90 },
          {
            title: t("boards.moderators"),
            render: (_, board) =>
              board.moderators.length
                ? board.moderators.map((m) => <Tag key={m.uid}>{`${m.nickname} (#${m.uid})`}</Tag>)
                : "—",
          },
          {
            title: t("boards.state"),
            width: 100,
            render: (_, board) =>
              board.enabled ? <Tag color="green">{t("boards.on")}</Tag> : <Tag>{t("boards.off")}</Tag>,
          },
          {
            title: t("content.actions"),
            width: 200,
            render: (_, board) => (
              <Space>
                <Button
                  aria-label={`${t("content.edit")} ${nameOf(board)}`}
                  onClick={() => setEditing(board)}
                >
                  {t("content.edit")}
                </Button>
                <Button onClick={() => setModerating(board.id)}>{t("boards.moderators")}</Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && game ? (
        <BoardDialog
          gameId={game.id}
          board={editing === "new" ? undefined : editing}
          kinds={freeKinds}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {moderating !== null ? (
        <ModeratorsDialog
          board={items.find((board) => board.id === moderating)}
          onClose={() => setModerating(null)}
        />
      ) : null}
    </Card>
  );
}

/** A player's id, typed. */
function PlayerIdInput(props: { value: number | null; onChange: (uid: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <InputNumber<number>
      aria-label={t("boards.playerId")}
      placeholder={t("boards.playerId")}
      min={1}
      precision={0}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/** The player account that answers players for the game (a GM account). */
function OfficialAccount({ game }: { game: ConsoleBoardGame }) {
  const { t } = useTranslation();
  const save = useSetOfficialAccount();
  const { saved, failed } = useFeedback();
  const [uid, setUid] = useState<number | null>(null);
  const send = (value: number | null) =>
    save.mutateAsync({ gameId: game.id, uid: value }).then(() => saved(), failed);
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <Typography.Text strong>{t("boards.officialAccount")}:</Typography.Text>
      <span>
        {game.officialAccount
          ? `${game.officialAccount.nickname} (#${game.officialAccount.uid})`
          : t("boards.noOfficialAccount")}
      </span>
      <PlayerIdInput value={uid} onChange={setUid} />
      <Button disabled={!uid} loading={save.isPending} onClick={() => send(uid)}>
        {t("boards.setOfficial")}
      </Button>
      {game.officialAccount ? <Button onClick={() => send(null)}>{t("content.remove")}</Button> : null}
    </Space>
  );
}

function BoardDialog(props: {
  gameId: number;
  board?: ConsoleBoard;
  kinds: ConsoleBoard["kind"][];
  onClose: () => void;
}) {
  const { board } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<BoardValues>();
  const create = useCreateBoard();
  const update = useUpdateBoard();
  const save = (values: BoardValues) => {
    const body = {
      names: values.names,
      intros: values.intros,
      iconMediaId: values.icon?.id ?? null,
      enabled: values.enabled,
    };
    return board
      ? update.mutateAsync({ ...body, boardId: board.id, version: board.version })
      : create.mutateAsync({ ...body, gameId: props.gameId, kind: values.kind });
  };
  return (
    <FormDialog
      width={900}
      title={board ? t("boards.editBoard") : t("boards.newBoard")}
      form={form}
      save={save}
      saving={create.isPending || update.isPending}
      onClose={props.onClose}
      initialValues={
        board
          ? {
              ...board,
              names: { ...emptyTexts(), ...board.names },
              intros: { ...emptyTexts(), ...board.intros },
            }
          : { kind: props.kinds[0], names: emptyTexts(), intros: emptyTexts(), icon: null, enabled: true }
      }
    >
      <Form.Item name="kind" label={t("boards.kind")} extra={t("boards.kindHelp")}>
        <Select
          disabled={Boolean(board)}
          options={(board ? [board.kind] : props.kinds).map((kind) => ({
            value: kind,
            label: t(`boards.kinds.${kind}`),
          }))}
        />
      </Form.Item>
      <TextsItem name="names" label={t("boards.name")} rule={shape.names} extra={t("boards.nameHelp")} />
      <TextsItem name="intros" label={t("boards.intro")} rule={shape.intros} multiline />
      <ImageItem name="icon" label={t("boards.icon")} uploadPath={uploadBoardIcon.path} />
      <SwitchItem name="enabled" label={t("boards.enabled")} />
    </FormDialog>
  );
}

/** Players made moderators of one board: they pin and delete on that board on the portal. */
function ModeratorsDialog({ board, onClose }: { board?: ConsoleBoard; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useSetModerator();
  const { failed: report } = useFeedback();
  const [uid, setUid] = useState<number | null>(null);
  if (!board) return null;
  const send = (player: number, moderator: boolean) =>
    change
      .mutateAsync({ boardId: board.id, uid: player, moderator })
      .then(() => setUid(null))
      .catch(report);
  return (
    <Modal open title={t("boards.moderators")} onCancel={onClose} footer={null}>
      <Typography.Paragraph type="secondary">{t("boards.moderatorsHelp")}</Typography.Paragraph>
      <Space wrap style={{ display: "flex", marginBottom: 16 }}>
        {board.moderators.length
          ? board.moderators.map((m) => (
              <Tag key={m.uid} closable onClose={() => void send(m.uid, false)}>
                {`${m.nickname} (#${m.uid})`}
              </Tag>
            ))
          : t("boards.noModerators")}
      </Space>
      <Space>
        <PlayerIdInput value={uid} onChange={setUid} />
        <Button
          type="primary"
          disabled={!uid}
          loading={change.isPending}
          onClick={() => uid && send(uid, true)}
        >
          {t("boards.addModerator")}
        </Button>
      </Space>
    </Modal>
  );
}
