import { createSystem, defaultBaseConfig } from "@chakra-ui/react";
import { defaultThemeConfig } from "chakra-theme/index";
import { brandConfig } from "./brand";

/**
 * Every Chakra recipe plus the brand: the system of the signed-in app. Same as Chakra's defaultConfig
 * (base + theme), but taken from the theme module directly: importing defaultConfig/defaultSystem from
 * "@chakra-ui/react" would put all recipes in the chunk the login route loads (docs/decisions/0010).
 */
export const fullSystem = createSystem(defaultBaseConfig, defaultThemeConfig, brandConfig);
