/** The settings astro.config.mjs parsed, for server code (src/build/settings-module.ts). */
declare module "virtual:vitrina/settings" {
  // An ambient module may not import a relative path: the type is named where it is used.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const settings: import("./lib/settings.ts").Settings;
  export default settings;
}

/** What the build hands the pages: the catalogue's one read, the pages an earlier build gives (src/build/build-data.ts). */
declare module "virtual:vitrina/build-data" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const catalogue: typeof import("./build/build-data.ts").catalogue;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const pageReuse: typeof import("./build/build-data.ts").pageReuse;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const shownKeyOf: typeof import("./build/build-data.ts").shownKeyOf;
}
