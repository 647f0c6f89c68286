import type { StaffMember } from "@portal/contracts/console/staff";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { staffMembers } from "../../db/schema/staff.ts";
import { auditCount, auditEntriesOf } from "../../testing/audit.ts";
import { inChineseConsole } from "../../testing/console-language.ts";
import { addStaff, signedInStaff, staffPassword } from "../../testing/staff.ts";
import type { TestClient } from "../../testing/test-app.ts";
import { useTestApp } from "../../testing/use-test-app.ts";

let owner: TestClient;
let ownerId: number;
const t = useTestApp();
beforeAll(async () => {
  const signedIn = await signedInStaff(t, "owner");
  owner = signedIn.client;
  ownerId = signedIn.staff.id;
});

const auditOf = (subjectId: number) => auditEntriesOf(t, { subjectId });

/** The row as the owner's staff list shows it now (enrolment moves the version on). */
async function currentRow(id: number) {
  const list = await owner.get<{ items: StaffMember[] }>("/api/console/staff");
  return list.data.items.find((s) => s.id === id) as StaffMember;
}

const create = (body: Record<string, unknown>, client = owner) =>
  client.post<StaffMember>("/api/console/staff/create", body);

describe("staff management", () => {
  test("an owner creates an editor: audited with who, when, what and the row after", async () => {
    const created = await create({
      email: "Editor@Example.com",
      name: "Eve",
      role: "contentEditor",
      password: staffPassword,
    });
    expect(created).toMatchObject({
      code: 200,
      data: { email: "editor@example.com", role: "contentEditor", version: 1 },
    });
    const [entry] = await auditOf(created.data.id);
    expect(entry).toMatchObject({
      staffId: ownerId,
      action: "staff.create",
      subjectType: "staff",
      before: null,
    });
    expect(entry?.after).toMatchObject({ email: "editor@example.com", role: "contentEditor" });
    expect(JSON.stringify(entry?.after)).not.toContain("argon2");
    expect(
      (await owner.get<{ items: StaffMember[] }>("/api/console/staff")).data.items.map((s) => s.email),
    ).toContain("editor@example.com");
  });

  test("bad input and a taken e-mail change nothing and get localized messages", async () => {
    const before = await auditCount(t);
    const zh = inChineseConsole(t, owner);
    const badRole = await create(
      { email: "x@example.com", name: "X", role: "king", password: staffPassword },
      zh,
    );
    expect(badRole).toMatchObject({ status: 400, code: 400 });
    expect(badRole.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      await create({ email: "x@example.com", name: "X", role: "analyst", password: "password" }),
    ).toMatchObject({
      status: 400,
    });
    const taken = await create(
      { email: "EDITOR@example.com", name: "X", role: "analyst", password: staffPassword },
      zh,
    );
    expect(taken).toMatchObject({ status: 409, code: 5108, msg: "已存在使用该邮箱的员工" });
    expect(await auditCount(t)).toBe(before);
  });

  test("changing a role takes effect at once and is audited before/after; a stale edit is refused", async () => {
    const { staff: added, client } = await signedInStaff(t, "analyst");
    const staff = await currentRow(added.id);
    expect((await client.get("/api/console/audit")).code).toBe(200);
    const changed = await owner.post<StaffMember>("/api/console/staff/role", {
      staffId: staff.id,
      version: staff.version,
      role: "contentEditor",
    });
    expect(changed).toMatchObject({ code: 200, data: { role: "contentEditor", version: staff.version + 1 } });
    expect(await client.get("/api/console/audit")).toMatchObject({ status: 403, code: 5103 });
    const stale = await owner.post("/api/console/staff/role", {
      staffId: staff.id,
      version: staff.version,
      role: "owner",
    });
    expect(stale).toMatchObject({ status: 409, code: 5110 });
    const entries = await auditOf(staff.id);
    expect(entries.map((e) => e.action)).toEqual([
      "staff.create",
      "staff.enrolSecondFactor",
      "staff.changeRole",
    ]);
    expect(entries[2]).toMatchObject({ before: { role: "analyst" }, after: { role: "contentEditor" } });
  });

  test("disabling ends the staff member's sessions and refuses sign-in; enabling lets them back", async () => {
    const { staff, client } = await signedInStaff(t, "supportAgent");
    const current = await currentRow(staff.id);
    const disabled = await owner.post<StaffMember>("/api/console/staff/disabled", {
      staffId: staff.id,
      version: current.version,
      disabled: true,
    });
    expect(disabled).toMatchObject({ code: 200, data: { disabled: true } });
    expect((await client.get("/api/console/me")).code).toBe(5102);
    expect(
      await t.client().post("/api/console/sign-in", { email: staff.email, password: staffPassword }),
    ).toMatchObject({ status: 403, code: 5107 });
    const enabled = await owner.post("/api/console/staff/disabled", {
      staffId: staff.id,
      version: disabled.data.version,
      disabled: false,
    });
    expect(enabled).toMatchObject({ code: 200, data: { disabled: false } });
    expect(
      (await t.client().post("/api/console/sign-in", { email: staff.email, password: staffPassword })).code,
    ).toBe(200);
  });

  test("nobody changes their own role or disables themselves, and the refusal leaves no audit row", async () => {
    const [me] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, ownerId));
    const before = (await auditOf(ownerId)).length;
    const demote = await owner.post("/api/console/staff/role", {
      staffId: ownerId,
      version: me?.version,
      role: "analyst",
    });
    expect(demote).toMatchObject({ status: 409, code: 5112 });
    const disable = await owner.post("/api/console/staff/disabled", {
      staffId: ownerId,
      version: me?.version,
      disabled: true,
    });
    expect(disable).toMatchObject({ status: 409, code: 5112 });
    expect((await auditOf(ownerId)).length).toBe(before);
    const [after] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, ownerId));
    expect(after).toMatchObject({ role: "owner", disabledAt: null, version: me?.version });
  });

  test("two owners disabling each other at once leave one active owner", async () => {
    const first = await signedInStaff(t, "owner");
    const second = await signedInStaff(t, "owner");
    // Only these two stay active owners, so whichever change commits second would leave none.
    await t.database.db
      .update(staffMembers)
      .set({ disabledAt: t.clock.now })
      .where(
        sql`${staffMembers.role} = 'owner' AND ${staffMembers.id} NOT IN (${first.staff.id}, ${second.staff.id})`,
      );
    const versionOf = async (id: number) =>
      (await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0]?.version;
    const disableOther = async (client: TestClient, otherId: number) =>
      client.post("/api/console/staff/disabled", {
        staffId: otherId,
        version: await versionOf(otherId),
        disabled: true,
      });
    const answers = await Promise.all([
      disableOther(first.client, second.staff.id),
      disableOther(second.client, first.staff.id),
    ]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const active = await t.database.db
      .select()
      .from(staffMembers)
      .where(sql`${staffMembers.role} = 'owner' AND ${staffMembers.disabledAt} IS NULL`);
    expect(active).toHaveLength(1);
    // Leave the file's owner active again for the tests after this one.
    await t.database.db.update(staffMembers).set({ disabledAt: null }).where(eq(staffMembers.id, ownerId));
  });

  test("a change whose audit row cannot be written is not made (one transaction)", async () => {
    const staff = await addStaff(t, "analyst");
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_role_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'staff.changeRole' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END; $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_role_audit BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION refuse_role_audit()`,
    );
    try {
      const answer = await owner.post("/api/console/staff/role", {
        staffId: staff.id,
        version: 1,
        role: "owner",
      });
      expect(answer.status).toBe(500);
      const [row] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, staff.id));
      expect(row).toMatchObject({ role: "analyst", version: 1 });
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_role_audit ON audit_entries`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_role_audit()`);
    }
  });
});

describe("audit log", () => {
  test("is append-only in the database itself", async () => {
    await expect(t.database.db.execute(sql`UPDATE audit_entries SET action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_entries`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE audit_entries`)).rejects.toThrow();
    expect(await auditCount(t)).toBeGreaterThan(0);
  });

  test("lists newest first and filters by staff, action, subject and time", async () => {
    const all = await owner.get<{ items: { action: string; staffName: string | null }[]; total: number }>(
      "/api/console/audit",
    );
    expect(all.code).toBe(200);
    expect(all.data.total).toBeGreaterThan(3);
    const created = await owner.get<{ items: { action: string; staffId: number }[]; total: number }>(
      "/api/console/audit",
      {
        action: "staff.create",
        staffId: String(ownerId),
      },
    );
    expect(created.data.items.length).toBeGreaterThan(0);
    expect(created.data.items.every((e) => e.action === "staff.create" && e.staffId === ownerId)).toBe(true);
    const future = new Date(t.clock.now.getTime() + 60_000).toISOString();
    expect((await owner.get<{ total: number }>("/api/console/audit", { from: future })).data.total).toBe(0);
    const past = new Date(t.clock.now.getTime() - 3_600_000).toISOString();
    expect((await owner.get<{ total: number }>("/api/console/audit", { to: past })).data.total).toBe(0);
    expect(
      (
        await owner.get<{ total: number }>("/api/console/audit", {
          subjectType: "staff",
          subjectId: String(ownerId),
        })
      ).data.total,
    ).toBe(2);
    expect(await owner.get("/api/console/audit", { from: "yesterday" })).toMatchObject({ status: 400 });
  });
});
