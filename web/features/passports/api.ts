import useSWR from "swr";
import { call } from "../../lib/api";

/** A listed material's product passport, without a token: the answer is the same for everyone. */
export const usePassport = (id: string) =>
  useSWR(["passport", id], () => call("GET /public-materials/{id}/passport", { params: { id }, anonymous: true }), { shouldRetryOnError: false });
