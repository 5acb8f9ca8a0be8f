/** Groups menu courses by their group, in the given group order, keeping menu order inside each. */
export function groupCourses<T extends { group: string }, G extends T["group"]>(
  courses: readonly T[],
  groupOrder: readonly G[],
): { name: G; courses: T[] }[] {
  return groupOrder
    .map((name) => ({ name, courses: courses.filter((c) => c.group === name) }))
    .filter((g) => g.courses.length > 0);
}
