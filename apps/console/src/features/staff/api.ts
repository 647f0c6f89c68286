import { changeStaffRole, createStaff, listStaff, setStaffDisabled } from "@portal/contracts/console/staff";
import type { BodyOf } from "@portal/contracts/route";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";

export const staffKeys = { all: ["console", "staff"] as const };

export const staffListQuery = queryOptions({ queryKey: staffKeys.all, queryFn: () => call(listStaff) });
export const useStaffList = (enabled = true) => useQuery({ ...staffListQuery, enabled });

/** Each staff change refreshes the list (and the audit log it wrote to). */
function useStaffChange<B>(send: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffKeys.all }),
        client.invalidateQueries({ queryKey: ["console", "audit"] }),
      ]),
  });
}

export const useCreateStaff = () =>
  useStaffChange((body: BodyOf<typeof createStaff>) => call(createStaff, { body }));
export const useChangeRole = () =>
  useStaffChange((body: BodyOf<typeof changeStaffRole>) => call(changeStaffRole, { body }));
export const useSetDisabled = () =>
  useStaffChange((body: BodyOf<typeof setStaffDisabled>) => call(setStaffDisabled, { body }));
