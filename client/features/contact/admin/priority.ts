/** Spec section 9: message priority colouring (urgent or high red, medium amber, otherwise green). */
export type PriorityColor = 'red' | 'amber' | 'green';

export function priorityColor(priority: string | null | undefined): PriorityColor {
  const value = (priority ?? '').trim().toLowerCase();
  if (value === 'urgent' || value === 'high') return 'red';
  if (value === 'medium') return 'amber';
  return 'green';
}
