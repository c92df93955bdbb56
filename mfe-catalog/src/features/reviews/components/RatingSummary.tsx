import { Rating } from 'shared-ui';
import { formatAverage, reviewCountText, type RatingStats } from '../model/ratingStats';
import { Average, Bars, Fill, Overall, Summary, Track } from './RatingSummary.styles';

/** The average to 2 decimals with half stars, the review count, and the share of each star value. */
export function RatingSummary({ stats }: { stats: RatingStats }) {
  return (
    <Summary>
      <Overall>
        <Average>{formatAverage(stats.average)}</Average>
        <Rating value={stats.average} />
        <p>{reviewCountText(stats.count)}</p>
      </Overall>
      <Bars>
        {[5, 4, 3, 2, 1].map((stars) => {
          const percent = stats.breakdown[stars - 1] ?? 0;
          return (
            <div key={stars} style={{ display: 'contents' }}>
              <dt>{`${stars} ${stars === 1 ? 'star' : 'stars'}`}</dt>
              <dd aria-hidden="true">
                <Track>
                  <Fill style={{ width: `${percent}%` }} />
                </Track>
              </dd>
              <dd>{`${percent}%`}</dd>
            </div>
          );
        })}
      </Bars>
    </Summary>
  );
}
