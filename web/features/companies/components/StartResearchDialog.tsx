/** Placeholder of the issue 11 contract: the Actions menu's 'Start research' dialog (notes, Create). */
export function StartResearchDialog(_: { companyId: string; onClose: () => void }) {
  return null;
}
