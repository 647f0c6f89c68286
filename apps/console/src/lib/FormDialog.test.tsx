import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, Form, Input, Select } from "antd";
import { afterEach, describe, expect, test, vi } from "vitest";
import "./i18n";
import { FormDialog } from "./FormDialog";

/** A FormDialog's first interaction, right after it opens, reaches the form (issue 16: two journeys lost it). */

interface Values {
  section: "general" | "vip";
  reason: string;
}

function Dialog({ save }: { save: (values: Values) => Promise<unknown> }) {
  const [form] = Form.useForm<Values>();
  return (
    <App>
      <FormDialog<Values>
        title="New product"
        form={form}
        save={save}
        saving={false}
        onClose={() => {}}
        initialValues={{ section: "general" }}
      >
        <Form.Item name="section" label="Section">
          <Select
            aria-label="Section"
            options={[
              { value: "general", label: "General" },
              { value: "vip", label: "VIP" },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, message: "Say why" }]}>
          <Input aria-label="Reason" />
        </Form.Item>
      </FormDialog>
    </App>
  );
}

const open = () => {
  const save = vi.fn(async (_: Values) => ({}));
  render(<Dialog save={save} />);
  return { save, dialog: screen.getByRole("dialog", { name: "New product" }) };
};

afterEach(cleanup);

describe("FormDialog", { timeout: 30_000 }, () => {
  test("opens in place at once: no zoom during which a click could miss the form", () => {
    const { dialog } = open();
    expect(dialog.className).not.toMatch(/zoom/);
    expect(dialog.getAttribute("style") ?? "").not.toMatch(/transform/);
  });

  test("a selection made right after opening is the one sent", async () => {
    const { save } = open();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Section" }));
    const vip = await screen.findByText("VIP", { selector: ".ant-select-item-option-content" });
    fireEvent.click(vip);
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "A lantern" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({ section: "vip", reason: "A lantern" });
  });

  test("the first OK right after opening checks the form and says what is missing", async () => {
    const { save } = open();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(await screen.findByText("Say why")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
