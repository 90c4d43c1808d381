import type { OfficeHours } from "../../shared/office-hours.ts";
import {
  officeHoursOf,
  type NtfyConfig,
  type ServerConfig,
  type CurrentBusiness,
  fixedBusiness,
} from "../config/config.ts";
import type { Channel } from "../../shared/api/leads.ts";
import { pushesToPhone } from "./lead.ts";

/**
 * What the store queues for each quote: the same for the server and the command-line tools. The phone's channels
 * ask `phone` at each quote, as the owner may set the ntfy topic on the dashboard; an escalation
 * goes wherever the owner is told of leads. The office hours are `business`'s in effect at each
 * quote: the live build's on the server, the configuration's for a command-line tool.
 */
export function storeOptions(
  config: Pick<ServerConfig, "channels" | "email" | "ntfy" | "business">,
  phone: () => NtfyConfig | undefined = () => config.ntfy,
  business: CurrentBusiness = fixedBusiness(config.business),
): {
  channels: Channel[];
  wants: (channel: Channel, quote: { urgency: string; service: string }) => boolean;
  officeHours: () => OfficeHours;
} {
  const phoneChannels: Channel[] = ["ntfy", "escalation-ntfy"];
  return {
    channels: [
      ...config.channels,
      ...phoneChannels.filter((c) => !config.channels.includes(c)),
      ...(config.email ? (["escalation-email"] as const) : []),
    ],
    wants: (channel, quote) => {
      if (!phoneChannels.includes(channel)) return true;
      const alerts = phone();
      return alerts !== undefined && (channel !== "ntfy" || pushesToPhone(alerts.otherLeads, quote));
    },
    officeHours: () => officeHoursOf(business.current()),
  };
}
