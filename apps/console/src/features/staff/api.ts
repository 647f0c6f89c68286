import { changeStaffRole, createStaff, listStaff, setStaffDisabled } from "@portal/contracts/console/staff";
import { useRouteChange } from "../../lib/change";
import { useRoute } from "../../lib/query";

export const staffKeys = { all: ["console", "staff"] as const };

export const useStaffList = (enabled = true) => useRoute(staffKeys.all, listStaff, undefined, enabled);

export const useCreateStaff = () => useRouteChange(createStaff, staffKeys.all);
export const useChangeRole = () => useRouteChange(changeStaffRole, staffKeys.all);
export const useSetDisabled = () => useRouteChange(setStaffDisabled, staffKeys.all);
