import { useEffect } from "react";

export const PRODUCT_NAME = "Recyclate";

/** Each route names itself in the browser tab and for screen readers: "<screen> · Recyclate". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
