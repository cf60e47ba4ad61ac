const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars, the first `rating` filled; screen readers hear `label` (e.g. "4 out of 5"). */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <svg
      className="rating-stars"
      width="88"
      height="16"
      viewBox="0 0 120 24"
      role="img"
      aria-label={label}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={STAR}
          transform={`translate(${index * 24} 0)`}
          fill={index < rating ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
