/** The settings astro.config.mjs parsed, for server code (src/build/settings-module.ts). */
declare module "virtual:vitrina/settings" {
  // An ambient module may not import a relative path: the type is named where it is used.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const settings: import("./lib/settings.ts").Settings;
  export default settings;
}
