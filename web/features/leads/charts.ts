/**
 * The lead analytics' axis rule (backoffice.md §2, §9): step size 5 and a y maximum of 1.2 times the highest
 * value (at least one step, so an all-zero chart still has an axis). Pure, so tests and charts share it.
 */
export const STEP_SIZE = 5;
export const yMax = (values: number[]) => {
  const top = Math.max(0, ...values);
  return top > 0 ? Math.round(top * 1.2 * 100) / 100 : STEP_SIZE;
};
