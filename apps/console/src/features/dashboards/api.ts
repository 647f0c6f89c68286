import {
  type DashboardChart,
  getDashboardChart,
  type RevenueDimension,
} from "@portal/contracts/console/dashboards";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { routeQuery } from "../../lib/query";

export interface ChartRequest {
  chart: DashboardChart;
  from: string;
  to: string;
  by?: RevenueDimension;
}

export const useChart = (request: ChartRequest) =>
  useQuery({
    ...routeQuery(["console", "dashboards", request], getDashboardChart, { by: "game", ...request }),
    placeholderData: keepPreviousData,
  });
