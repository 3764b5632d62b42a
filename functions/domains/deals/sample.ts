import type { ContractInput } from "./contract-pdf";

/** The built-in sample contract /contract previews (no deal, no company behind it). */
export const SAMPLE_CONTRACT: Omit<ContractInput, "date"> = {
  deal: {
    transactionNumber: "TRX-SAMPLE-0001",
    eta: "2026-03-15",
    carrier: "Maersk Line",
    billOfLanding: "MAEU123456789",
    contractData: {
      currency: "EUR",
      incoterm: "CIF Rotterdam (Incoterms 2020)",
      deliveryAddress: "Europoort terminal, 3198 LK Rotterdam, Netherlands",
      paymentTerms: "30% advance payment on signature, 70% against a copy of the bill of lading within 14 days of the invoice date.",
      materials: [
        { description: "rPET flakes, clear, hot-washed, PVC < 50 ppm, bulk bags", quantity: 22, price: 780 },
        { description: "HDPE regrind, natural, from milk bottles, melt flow index 0.3-0.7", quantity: 18.5, price: 640 },
        { description: "PP post-industrial regranulate, black, injection grade", quantity: 24, price: 910 },
      ],
    },
  },
  seller: { name: "Sample Recycling GmbH", addressLines: ["Hafenstrasse 12", "20457 Hamburg", "Germany"] },
  buyer: { name: "Sample Plastics B.V.", addressLines: ["Industrieweg 4", "3044 AS Rotterdam", "Netherlands"] },
};
