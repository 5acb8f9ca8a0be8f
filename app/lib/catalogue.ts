/** Groups menu courses by their group, in the given group order, keeping menu order inside each. */
export function groupCourses<T extends { group: string }>(
  courses: readonly T[],
  groupOrder: readonly string[],
): { name: string; courses: T[] }[] {
  return groupOrder
    .map((name) => ({ name, courses: courses.filter((c) => c.group === name) }))
    .filter((g) => g.courses.length > 0);
}
