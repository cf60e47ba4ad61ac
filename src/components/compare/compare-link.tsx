import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useCompareIds } from '@/hooks/use-compare-ids';
import { registerCompareTexts } from '@/i18n/namespaces/compare';
import { useTranslation } from '@/i18n/use-translation';
import './compare.css';

/** "Compare (2)": opens the ads picked in this browser side by side; nothing while none are. */
export function CompareLink({ className = '' }: { className?: string }) {
  registerCompareTexts();
  const { t } = useTranslation();
  const ids = useCompareIds();
  if (ids.length === 0) return null;
  return (
    <Link className={`compare-link ${className}`.trim()} to={paths.compare.getHref(ids)}>
      <CompareIcon />
      {t('compare.link', { count: ids.length })}
    </Link>
  );
}

/** Two arrows, one each way: two empty boxes read as letters a font could not draw. */
export function CompareIcon() {
  return (
    <svg
      className="compare-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
