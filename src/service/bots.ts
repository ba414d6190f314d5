/**
 * Who is not counted (Umami and Dub do the same with `isbot`): crawlers,
 * link-preview scanners of chat apps (Slack, WhatsApp, Telegram, Discord,
 * Facebook), headless browsers, HTTP libraries, and anything that sends no
 * user agent at all (every browser sends one). They are answered like
 * anyone else, so that they have no reason to retry, and nothing is added.
 */
import { isbot } from "isbot";

/**
 * True when a click with this user agent may be counted.
 * @example isCountedAgent("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)") // false
 */
export function isCountedAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}
