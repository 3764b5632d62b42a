import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import { breakpoints } from "chakra-theme/breakpoints";
import { globalCss } from "chakra-theme/global-css";
import { layerStyles } from "chakra-theme/layer-styles";
import { animationStyles } from "chakra-theme/motion-styles";
import { alertSlotRecipe } from "chakra-theme/recipes/alert";
import { buttonRecipe } from "chakra-theme/recipes/button";
import { fieldSlotRecipe } from "chakra-theme/recipes/field";
import { headingRecipe } from "chakra-theme/recipes/heading";
import { iconRecipe } from "chakra-theme/recipes/icon";
import { inputRecipe } from "chakra-theme/recipes/input";
import { linkRecipe } from "chakra-theme/recipes/link";
import { listSlotRecipe } from "chakra-theme/recipes/list";
import { nativeSelectSlotRecipe } from "chakra-theme/recipes/native-select";
import { spinnerRecipe } from "chakra-theme/recipes/spinner";
import { toastSlotRecipe } from "chakra-theme/recipes/toast";
import { semanticColors } from "chakra-theme/semantic-tokens/colors";
import { semanticRadii } from "chakra-theme/semantic-tokens/radii";
import { semanticShadows } from "chakra-theme/semantic-tokens/shadows";
import { textStyles } from "chakra-theme/text-styles";
import { animations } from "chakra-theme/tokens/animations";
import { aspectRatios } from "chakra-theme/tokens/aspect-ratios";
import { blurs } from "chakra-theme/tokens/blurs";
import { borders } from "chakra-theme/tokens/borders";
import { colors } from "chakra-theme/tokens/colors";
import { cursor } from "chakra-theme/tokens/cursor";
import { durations } from "chakra-theme/tokens/durations";
import { easings } from "chakra-theme/tokens/easings";
import { fontSizes } from "chakra-theme/tokens/font-sizes";
import { fontWeights } from "chakra-theme/tokens/font-weights";
import { fonts } from "chakra-theme/tokens/fonts";
import { keyframes } from "chakra-theme/tokens/keyframes";
import { letterSpacings } from "chakra-theme/tokens/letter-spacing";
import { lineHeights } from "chakra-theme/tokens/line-heights";
import { radii } from "chakra-theme/tokens/radius";
import { sizes } from "chakra-theme/tokens/sizes";
import { spacing } from "chakra-theme/tokens/spacing";
import { zIndices } from "chakra-theme/tokens/z-indices";
import { brandConfig } from "./brand";

/**
 * The system of the public screens (login, sign-up, 404): Chakra's default theme (as its theme/index.js
 * assembles it) with only the recipes those screens use. The signed-in layout switches to the full system
 * (./full.ts). The "chakra-theme/*" modules are resolved by scripts/build/web.ts; see docs/decisions/0010.
 */
export const lightSystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: "chakra",
    cssVarsRoot: ":where(html, .chakra-theme)",
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors,
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: { button: buttonRecipe, heading: headingRecipe, icon: iconRecipe, input: inputRecipe, link: linkRecipe, spinner: spinnerRecipe },
      slotRecipes: { alert: alertSlotRecipe, field: fieldSlotRecipe, list: listSlotRecipe, nativeSelect: nativeSelectSlotRecipe, toast: toastSlotRecipe },
    },
  }),
  brandConfig,
);
