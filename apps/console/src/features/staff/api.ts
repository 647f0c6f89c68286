import { changeStaffRole, createStaff, listStaff, setStaffDisabled } from "@portal/contracts/console/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { useRouteChange } from "../../lib/change";

export const staffKeys = { all: ["console", "staff"] as const };

export const staffListQuery = queryOptions({ queryKey: staffKeys.all, queryFn: () => call(listStaff) });
export const useStaffList = (enabled = true) => useQuery({ ...staffListQuery, enabled });

export const useCreateStaff = () => useRouteChange(createStaff, staffKeys.all);
export const useChangeRole = () => useRouteChange(changeStaffRole, staffKeys.all);
export const useSetDisabled = () => useRouteChange(setStaffDisabled, staffKeys.all);
