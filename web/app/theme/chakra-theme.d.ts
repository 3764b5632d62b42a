/** Single modules of Chakra's default theme, resolved by the web build (scripts/build/web.ts). */
declare module "chakra-theme/*";
