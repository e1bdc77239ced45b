/** The plan a visitor picked with Get Started, kept until the account exists (no payment yet). */
export const SELECTED_PLAN_STORAGE_KEY = 'ascend-selected-plan';

export function rememberSelectedPlan(planId: string): void {
  try {
    localStorage.setItem(SELECTED_PLAN_STORAGE_KEY, planId);
  } catch {
    // Storage blocked: the choice is only lost, nothing breaks.
  }
}

export function readSelectedPlan(): string | null {
  try {
    return localStorage.getItem(SELECTED_PLAN_STORAGE_KEY);
  } catch {
    return null;
  }
}
