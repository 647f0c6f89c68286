import { eventList } from "@portal/contracts/refs/platform";
import * as topup from "@portal/contracts/refs/topup";
import type { DataOf } from "@portal/contracts/route";
import { handle, type Refusal } from "../../testing/api";

export type Servers = DataOf<typeof topup.getServerList>;

export const serverList: Servers = [
  { serverId: "s1", name: "Asia-1", last: true },
  { serverId: "s2", name: "Asia-2", last: false },
];

/** The top-up flow's calls, typed by the contracts; `servers` answers the server list (it may refuse the first time). */
export function topupHandlers(servers: () => Servers | Refusal = () => serverList) {
  return [
    handle(topup.topupGames, [{ appId: 5, name: "Star Quest", icon: "", recent: true }]),
    handle(topup.getServerList, servers),
    handle(topup.getRolelist, ({ query }) =>
      query.serverId === "s2"
        ? [{ roleId: "r9", name: "Nova", level: 3, last: false }]
        : [
            { roleId: "r1", name: "Hero", level: 42, last: true },
            { roleId: "r2", name: "Alt", level: 7, last: false },
          ],
    ),
    handle(topup.getRegion, {
      regions: [{ id: "US", currency: "USD" }],
      suggested: "US",
      prepaidCard: { serialDigits: 25, pinMinLength: 4, pinMaxLength: 20 },
    }),
    handle(topup.getGoodsList, [
      { goodsId: 1, name: "60 Diamonds", priceMinor: 99, currency: "USD", points: 10 },
    ]),
    handle(topup.getThirdPaymentList, {
      methods: [
        { id: "card", variant: "redirect", external: true, validityMinutes: 30 },
        { id: "ppCard", variant: "prepaidCard", external: false, validityMinutes: 10 },
      ],
      walletMinor: 0,
      boundMail: true,
    }),
    handle(eventList, []),
    handle(topup.discountCoupons, []),
  ];
}
