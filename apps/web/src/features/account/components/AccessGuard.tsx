import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../lib/request";
import { profileKeys, useAccessStatus } from "../profile-api";

/** Codes the server answers a blocked player with (banned account). */
const BLOCKED_CODES = new Set([4032]);
/** A blocked player can still read these. */
const OPEN_PATHS = ["/shielding", "/mine/customerService", "/clause"];

/**
 * Sends a blocked player (banned account, or a region the publisher does not serve) to /shielding
 * instead of letting them meet broken pages; any "banned" answer on the way checks again.
 */
export function AccessGuard() {
  const access = useAccessStatus();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && BLOCKED_CODES.has(error.code))
        void queryClient.invalidateQueries({ queryKey: [...profileKeys.all, "access"] });
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") recheck(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") recheck(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);

  const blocked = access.data?.blocked === true;
  useEffect(() => {
    if (blocked && !OPEN_PATHS.includes(pathname)) navigate("/shielding", { replace: true });
  }, [blocked, pathname, navigate]);
  return null;
}
