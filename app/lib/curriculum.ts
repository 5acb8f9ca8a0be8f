/** A curriculum module's number as the course page shows it: 01, 02, … */
export const moduleNumber = (index: number) =>
  String(index + 1).padStart(2, "0");
