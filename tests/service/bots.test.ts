import { describe, expect, it } from "vitest";
import { isCountedAgent } from "../../src/service/bots.ts";

describe("who is counted", () => {
  it.each([
    [
      "Chrome on Android",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    ],
    [
      "Safari on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    ],
    ["Firefox on Windows", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0"],
  ])("a shopper's browser (%s)", (_name, agent) => {
    expect(isCountedAgent(agent)).toBe(true);
  });

  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["Slack's link preview", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"],
    ["WhatsApp's link preview", "WhatsApp/2.23.20.0"],
    ["Facebook's link preview", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    ["Telegram's link preview", "TelegramBot (like TwitterBot)"],
    ["Discord's link preview", "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)"],
    [
      "a headless browser",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
    ],
    ["curl", "curl/8.5.0"],
    ["a script", "python-requests/2.31.0"],
    ["no user agent", ""],
    ["a blank user agent", "   "],
  ])("not %s", (_name, agent) => {
    expect(isCountedAgent(agent)).toBe(false);
  });

  it("not a request without a user agent header", () => {
    expect(isCountedAgent(undefined)).toBe(false);
  });
});
