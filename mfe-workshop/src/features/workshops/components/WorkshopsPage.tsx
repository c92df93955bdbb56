import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, PageContainer } from 'shared-ui';
import {
  highlights,
  schedule,
  formatUsd,
  INSTALMENT_PRICE,
  INSTALMENTS,
  VIP_HOURLY_PRICE,
  WORKSHOP_PRICE,
} from '../../winter-workshop';

const Lead = styled.p`
  max-width: 46rem;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Offers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: 0;
  list-style: none;
`;

const Offer = styled(Card).attrs({ as: 'li' })`
  gap: ${({ theme }) => theme.space.sm};

  & ul {
    flex: 1;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.black};
`;

const Why = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  & ul {
    margin-top: ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** /workshops: the live workshops at a glance, leading to the landing page with the application. */
export default function WorkshopsPage() {
  return (
    <PageContainer>
      <h1>Live Workshops</h1>
      <Lead>
        Learning with a teacher in the room and friends at the next desk is different. Our live workshops turn
        curious young people into confident programmers, one project at a time.
      </Lead>

      <Offers>
        <Offer aria-labelledby="offer-workshop">
          <h2 id="offer-workshop">Winter Coding Workshop</h2>
          <Price>
            {formatUsd(WORKSHOP_PRICE)}{' '}
            <small>
              or {INSTALMENTS} x {formatUsd(INSTALMENT_PRICE)}
            </small>
          </Price>
          <ul>
            <li>Ages {schedule.ages}, in two age groups</li>
            <li>
              {schedule.weeks} weeks in person, {schedule.days} {schedule.hours}
            </li>
            <li>Only 16 spots; applications accepted until December 20th</li>
          </ul>
          <Button as={Link} to="/winter-coding-workshop">
            Discover the Winter Coding Workshop
          </Button>
        </Offer>
        <Offer aria-labelledby="offer-vip">
          <h2 id="offer-vip">Premium VIP 1-on-1</h2>
          <Price>
            {formatUsd(VIP_HOURLY_PRICE)}/hr <small>per session hour</small>
          </Price>
          <ul>
            <li>Private sessions with the instructor</li>
            <li>A plan built around your child&apos;s goals and pace</li>
            <li>Flexible scheduling</li>
          </ul>
          <Button as={Link} to="/winter-coding-workshop#pricing" variant="ghost">
            See Premium VIP pricing
          </Button>
        </Offer>
      </Offers>

      <Why aria-labelledby="why-live">
        <h2 id="why-live">Why a live workshop?</h2>
        <ul>
          {highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </Why>
    </PageContainer>
  );
}
