import {
  changeStaffRole,
  consoleConfirmEnrolment,
  consoleEnrolment,
  consoleMe,
  consoleSignIn,
  consoleSignOut,
  consoleVerify,
  createStaff,
  listStaff,
  setStaffDisabled,
} from "@portal/contracts/console/staff";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import { endStaffSession } from "../../platform/staff-session.ts";
import * as service from "./staff.service.ts";
import * as signIn from "./staff-sign-in.service.ts";

export function registerStaffConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, consoleSignIn, ({ body, request, reply }) =>
    signIn.signInStaff(deps, body, request.ip, reply),
  );
  serveConsole(app, consoleEnrolment, ({ staff }) => signIn.startEnrolment(deps, staff));
  serveConsole(app, consoleConfirmEnrolment, ({ staff, body }) =>
    signIn.confirmEnrolment(deps, staff, body.code),
  );
  serveConsole(app, consoleVerify, ({ staff, body }) => signIn.verifySecondFactor(deps, staff, body));
  serveConsole(app, consoleMe, async ({ staff }) => signIn.describeSignedInStaff(staff));
  serveConsole(app, consoleSignOut, async ({ staff, reply }) => {
    await endStaffSession(deps, reply, staff.sessionTokenHash);
    return null;
  });

  serveConsole(app, listStaff, () => service.listStaff(deps));
  serveConsole(app, createStaff, ({ staff, body }) => service.createStaffMember(deps, staff, body));
  serveConsole(app, changeStaffRole, ({ staff, body }) => service.changeRole(deps, staff, body));
  serveConsole(app, setStaffDisabled, ({ staff, body }) => service.setDisabled(deps, staff, body));
}
