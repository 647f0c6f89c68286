import {
  type DashboardChart,
  getDashboardChart,
  type RevenueDimension,
} from "@portal/contracts/console/dashboards";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";

export interface ChartRequest {
  chart: DashboardChart;
  from: string;
  to: string;
  by?: RevenueDimension;
}

export const chartQuery = (request: ChartRequest) =>
  queryOptions({
    queryKey: ["console", "dashboards", request] as const,
    queryFn: () => call(getDashboardChart, { query: { by: "game", ...request } }),
  });

export const useChart = (request: ChartRequest) =>
  useQuery({ ...chartQuery(request), placeholderData: keepPreviousData });
