import type { ChartData, ChartSeries, RevenueDimension } from "@portal/contracts/console/dashboards";
import { DASHBOARD_MAX_DAYS, revenueDimensions } from "@portal/contracts/console/dashboards";
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Tooltip as HelpTip,
  Row,
  Segmented,
  Select,
  Space,
  Statistic,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { dateLocale } from "../../lib/i18n";
import { type ChartRequest, useChart } from "./api";
import { chartCsv, download, formatMoney, hasFigures, shownValue } from "./figures";

const COLORS = [
  "#1677ff",
  "#52c41a",
  "#fa8c16",
  "#eb2f96",
  "#722ed1",
  "#13c2c2",
  "#faad14",
  "#a0d911",
  "#2f54eb",
  "#f5222d",
];
const DAY = "YYYY-MM-DD";

/** Charts of registrations, activity, pre-registrations, claims and money over a range of reporting days. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, "day"), dayjs()]);
  const period = { from: range[0].format(DAY), to: range[1].format(DAY) };
  const head = useChart({ chart: "registrations", ...period });
  const presets = [
    { label: t("dashboards.today"), value: [dayjs(), dayjs()] as [Dayjs, Dayjs] },
    {
      label: t("dashboards.lastDays", { count: 7 }),
      value: [dayjs().subtract(6, "day"), dayjs()] as [Dayjs, Dayjs],
    },
    {
      label: t("dashboards.lastDays", { count: 30 }),
      value: [dayjs().subtract(29, "day"), dayjs()] as [Dayjs, Dayjs],
    },
    {
      label: t("dashboards.lastDays", { count: 90 }),
      value: [dayjs().subtract(89, "day"), dayjs()] as [Dayjs, Dayjs],
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t("dashboards.title")}
          </Typography.Title>
          <Space>
            <Typography.Text>{t("dashboards.range")}</Typography.Text>
            <DatePicker.RangePicker
              aria-label={t("dashboards.range")}
              value={range}
              allowClear={false}
              presets={presets}
              disabledDate={(day, info) =>
                info.from ? Math.abs(day.diff(info.from, "day")) >= DASHBOARD_MAX_DAYS : false
              }
              onChange={(value) => {
                if (value?.[0] && value[1]) setRange([value[0], value[1]]);
              }}
            />
          </Space>
        </Flex>
        {head.data && (
          <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
            {t("dashboards.timeZoneNote", { timeZone: head.data.timeZone, today: head.data.today })}
          </Typography.Paragraph>
        )}
      </Card>
      <RevenueCard {...period} />
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <ChartCard request={{ chart: "registrations", ...period }} kind="line" />
        </Col>
        <Col span={12}>
          <ChartCard request={{ chart: "activePlayers", ...period }} kind="line" />
        </Col>
        <Col span={12}>
          <ChartCard request={{ chart: "reservations", ...period }} kind="line" />
        </Col>
        <Col span={12}>
          <ChartCard request={{ chart: "claims", ...period }} kind="bar" />
        </Col>
        <Col span={12}>
          <ChartCard request={{ chart: "paymentSuccess", ...period }} kind="line" plotted={["rate"]} rate />
        </Col>
        <Col span={12}>
          <ChartCard request={{ chart: "refundRate", ...period }} kind="line" plotted={["rate"]} rate />
        </Col>
        <Col span={12}>
          <ChartCard request={{ chart: "deliveryTime", ...period }} kind="line" plotted={["p50", "p90"]} />
        </Col>
      </Row>
    </Space>
  );
}

/** A series' name in legends and CSV headers: its label or the chart's own name, with currency or unit. */
function useSeriesName() {
  const { t } = useTranslation();
  return (s: ChartSeries) => {
    const label = s.label || t(`dashboards.series.${s.key}`);
    if (s.unit === "minor") return `${label} (${s.currency})`;
    if (s.unit === "ms") return `${label} (${t("dashboards.seconds")})`;
    if (s.unit === "percent") return `${label} (%)`;
    return label;
  };
}

function CsvButton({ data, name }: { data: ChartData | undefined; name: string }) {
  const { t } = useTranslation();
  const seriesName = useSeriesName();
  return (
    <Button
      size="small"
      disabled={!data}
      onClick={() =>
        data && download(`${name}-${data.from}-${data.to}.csv`, chartCsv(data, data.series, seriesName))
      }
    >
      {t("dashboards.csv")}
    </Button>
  );
}

function Plot({
  data,
  series,
  kind,
  stacked,
}: {
  data: ChartData;
  series: ChartSeries[];
  kind: "line" | "bar";
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const seriesName = useSeriesName();
  if (!hasFigures(data, series))
    return (
      <Flex vertical justify="center" style={{ height: 260 }} data-testid="chart-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboards.empty")} />
      </Flex>
    );
  const common = {
    data: data.points,
    margin: { top: 8, right: 16, bottom: 0, left: 0 },
  };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="day" tickFormatter={(day: string) => day.slice(5)} fontSize={12} />,
    <YAxis
      key="y"
      fontSize={12}
      width={64}
      domain={series.every((s) => s.unit === "percent") ? [0, 100] : [0, "auto"]}
    />,
    <Tooltip key="tip" />,
    <Legend key="legend" />,
  ];
  const value = (s: ChartSeries) => (point: ChartData["points"][number]) =>
    shownValue(point.values[s.key], s);
  return (
    <ResponsiveContainer width="100%" height={260}>
      {kind === "bar" ? (
        <BarChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={value(s)}
              name={seriesName(s)}
              fill={COLORS[i % COLORS.length]}
              maxBarSize={48}
              stackId={stacked ? "all" : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={value(s)}
              name={seriesName(s)}
              stroke={COLORS[i % COLORS.length]}
              dot={data.points.length <= 31}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}

function ChartCard({
  request,
  kind,
  plotted,
  rate,
}: {
  request: ChartRequest;
  kind: "line" | "bar";
  /** Keys of the series drawn (all when absent); the CSV has every series. */
  plotted?: string[];
  /** Shows the rate over the range under the title. */
  rate?: boolean;
}) {
  const { t } = useTranslation();
  const chart = useChart(request);
  const data = chart.data;
  const series = (data?.series ?? []).filter((s) => !plotted || plotted.includes(s.key));
  return (
    <Card
      title={<ChartTitle chart={request.chart} timeZone={data?.timeZone} />}
      size="small"
      extra={<CsvButton data={data} name={request.chart} />}
      data-testid={`chart-${request.chart}`}
    >
      {rate && data && (
        <Typography.Text type="secondary">
          {t("dashboards.rangeRate", {
            rate:
              data.totals.rate === null || data.totals.rate === undefined
                ? "—"
                : `${(data.totals.rate).toFixed(2)}%`,
          })}
        </Typography.Text>
      )}
      <ChartBody chart={chart}>
        {data && <Plot data={data} series={series} kind={kind} stacked={kind === "bar"} />}
      </ChartBody>
    </Card>
  );
}

/** A chart's name, with what it counts (metric, days, source table) in a tooltip. */
function ChartTitle({ chart, timeZone }: { chart: ChartRequest["chart"]; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const definition = `${t(`dashboards.definitions.${chart}`)} ${t("dashboards.definitionDays", {
    timeZone: timeZone ?? "—",
  })}`;
  return (
    <Space size={4}>
      {t(`dashboards.charts.${chart}`)}
      <HelpTip title={definition}>
        <Button
          type="text"
          size="small"
          shape="circle"
          aria-label={t("dashboards.definitionOf", { chart: t(`dashboards.charts.${chart}`) })}
          data-testid={`definition-${chart}`}
        >
          ?
        </Button>
      </HelpTip>
    </Space>
  );
}

function ChartBody({ chart, children }: { chart: ReturnType<typeof useChart>; children: ReactNode }) {
  if (chart.isError) return <Alert type="error" title={chart.error.message} showIcon />;
  if (!chart.data) return <div style={{ height: 260 }} />;
  return children;
}

/** Revenue (paid − refunded) per currency, broken down by game, region or method. */
function RevenueCard({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<RevenueDimension>("game");
  const chart = useChart({ chart: "revenue", from, to, by });
  const data = chart.data;
  const currencies = [...new Set((data?.series ?? []).map((s) => s.currency ?? ""))];
  const [chosen, setChosen] = useState<string>();
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const totalOf = (c: string) =>
    (data?.series ?? [])
      .filter((s) => s.currency === c)
      .reduce((sum, s) => sum + (data?.totals[s.key] ?? 0), 0);
  return (
    <Card
      title={<ChartTitle chart="revenue" timeZone={data?.timeZone} />}
      data-testid="chart-revenue"
      extra={
        <Space>
          <Segmented<RevenueDimension>
            value={by}
            onChange={setBy}
            options={revenueDimensions.map((value) => ({ value, label: t(`dashboards.by.${value}`) }))}
          />
          {currencies.length > 0 && (
            <Select
              aria-label={t("dashboards.currency")}
              style={{ width: 100 }}
              value={currency}
              onChange={setChosen}
              options={currencies.map((value) => ({ value, label: value }))}
            />
          )}
          <CsvButton data={data} name={`revenue-by-${by}`} />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t("dashboards.revenueNote")}</Typography.Paragraph>
      <Flex gap={32} wrap style={{ marginBottom: 8 }}>
        {currencies.map((c) => (
          <div key={c} data-testid={`revenue-total-${c}`}>
            <Statistic
              title={t("dashboards.revenueTotal", { currency: c })}
              value={formatMoney(totalOf(c), c, dateLocale())}
            />
          </div>
        ))}
      </Flex>
      <ChartBody chart={chart}>
        {data && (
          <Plot data={data} series={data.series.filter((s) => s.currency === currency)} kind="bar" stacked />
        )}
      </ChartBody>
    </Card>
  );
}
