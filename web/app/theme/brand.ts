import { defineConfig } from "@chakra-ui/react";

/** The look: a calm CRM (neutral greys, one green accent), system fonts so nothing loads from the web. */
export const brandConfig = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.canvas", color: "fg", fontSize: "sm" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: "#ecfdf3" },
          100: { value: "#d1fadf" },
          200: { value: "#a6f4c5" },
          300: { value: "#6ce9a6" },
          400: { value: "#32d583" },
          500: { value: "#12b76a" },
          600: { value: "#039855" },
          700: { value: "#027a48" },
          800: { value: "#05603a" },
          900: { value: "#054f31" },
          950: { value: "#053321" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        "bg.canvas": { value: { _light: "#f6f7f9", _dark: "{colors.gray.950}" } },
      },
    },
  },
});
