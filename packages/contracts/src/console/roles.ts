/**
 * Operator console roles. Each role is a set of permissions; the server checks the permission of
 * every console route (`ConsoleRouteContract.permission`) and the console hides what a role lacks.
 */
export const permissions = [
  "staff.manage",
  "audit.read",
  "content.edit",
  "community.moderate",
  "players.read",
  "players.sanction",
  "players.contact",
  "players.points",
  "commerce.manage",
  "orders.support",
  "analytics.read",
] as const;
export type Permission = (typeof permissions)[number];

export const staffRoles = [
  "owner",
  "contentEditor",
  "communityModerator",
  "commerceOperator",
  "supportAgent",
  "analyst",
] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The one table of who may do what. Owners may do everything, and only they see contact data whole. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  contentEditor: ["content.edit"],
  communityModerator: ["community.moderate", "players.read", "players.sanction"],
  commerceOperator: ["commerce.manage", "analytics.read"],
  supportAgent: ["players.read", "players.sanction", "players.points", "orders.support"],
  analyst: ["analytics.read", "audit.read"],
};

export function roleAllows(role: StaffRole, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}
