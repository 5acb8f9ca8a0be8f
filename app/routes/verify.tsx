import { publicKeys } from "virtual:certificate-keys";
import type { Route } from "./+types/verify";
import { CertificateCheck } from "#app/components/certificates/certificate-check.tsx";
import { OpeningEnd } from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { paths } from "#app/config/paths.ts";
import { useVerifyTexts, verifyTexts } from "#app/i18n/verify-texts.ts";
import { pageLanguage } from "#app/i18n/use-i18n.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { locale, site } = pageLanguage(location.pathname);
  const t = verifyTexts[locale];
  return pageMeta({
    title: t.title,
    description: t.description(site.name),
    path: paths.verify,
    locale,
  });
};

/**
 * Checks a certificate: the QR code on every certificate opens this page with the signed facts
 * after `#` (never sent to a server), and the page checks them here, with or without a
 * connection (app/lib/certificates/).
 */
export default function VerifyPage() {
  const t = useVerifyTexts();
  return (
    <>
      <PageHeading title={t.title} intro={t.intro} />
      <OpeningEnd />
      <CertificateCheck keys={publicKeys} />
    </>
  );
}
