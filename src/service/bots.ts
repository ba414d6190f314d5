/**
 * Who is not counted (Umami and Dub do the same with `isbot`): crawlers,
 * link-preview scanners of chat apps (Slack, WhatsApp, Telegram, Discord,
 * Facebook), headless browsers, HTTP libraries, and anything that sends no
 * user agent at all (every browser sends one). They are answered like
 * anyone else, so that they have no reason to retry, and nothing is added.
 */
import { isbot } from "isbot";

/**
 * isbot's pattern is a good part of a click's time, and shoppers' user
 * agents repeat (docs/decisions.md#bot-verdicts-kept-per-user-agent):
 * verdicts are kept for the last thousand or so, and the lot is dropped when
 * full (a flood of made-up agents only costs what it would have anyway).
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1000;

/**
 * True when a click with this user agent may be counted.
 * @example isCountedAgent("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)") // false
 */
export function isCountedAgent(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return false;
  let counted = verdicts.get(userAgent);
  if (counted === undefined) {
    counted = !isbot(userAgent);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(userAgent, counted);
  }
  return counted;
}
