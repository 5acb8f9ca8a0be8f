/**
 * The About page's marketing paragraphs, the first one leading in a larger size, with an
 * optional aside (key facts, next steps) beside them on wide screens.
 */
export function AboutStory({
  paragraphs,
  children,
}: {
  paragraphs: readonly string[];
  children?: React.ReactNode;
}) {
  const [lead, ...rest] = paragraphs;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 sm:px-6 sm:pb-16 lg:grid-cols-3">
      <div className="space-y-5 border-l-4 border-brand-700 pl-5 sm:pl-8 lg:col-span-2">
        {lead ? (
          <p className="text-lg leading-relaxed text-ink sm:text-xl">{lead}</p>
        ) : null}
        {rest.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-muted">
            {paragraph}
          </p>
        ))}
      </div>
      {children ? <div className="lg:pt-1">{children}</div> : null}
    </div>
  );
}
