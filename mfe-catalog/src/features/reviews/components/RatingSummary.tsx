import { Rating } from 'shared-ui';
import { formatAverage, reviewCountText, type RatingStats } from '../model/ratingStats';
import styles from './RatingSummary.module.css';

/** The average to 2 decimals with half stars, the review count, and the share of each star value. */
export function RatingSummary({ stats }: { stats: RatingStats }) {
  return (
    <div className={styles.summary}>
      <div className={styles.overall}>
        <p className={styles.average}>{formatAverage(stats.average)}</p>
        <Rating value={stats.average} />
        <p>{reviewCountText(stats.count)}</p>
      </div>
      <dl className={styles.bars}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const percent = stats.breakdown[stars - 1] ?? 0;
          return (
            <div key={stars} style={{ display: 'contents' }}>
              <dt>{`${stars} ${stars === 1 ? 'star' : 'stars'}`}</dt>
              <dd aria-hidden="true">
                <div className={styles.track}>
                  <div className={styles.fill} style={{ width: `${percent}%` }} />
                </div>
              </dd>
              <dd>{`${percent}%`}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
