import styled from 'styled-components';
import { Rating } from 'shared-ui';
import { formatAverage, reviewCountText, type RatingStats } from '../model/ratingStats';

const Summary = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: 575.98px) {
    grid-template-columns: 1fr;
  }
`;

const Overall = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Average = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.display};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  line-height: 1;
`;

const Bars = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr 3.5rem;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  align-items: center;

  dd {
    margin: 0;
  }
`;

const Track = styled.div`
  height: 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.star};
`;

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
