import { Link } from 'react-router-dom';
import { Button, PageContainer } from 'shared-ui';
import {
  highlights,
  schedule,
  formatUsd,
  INSTALMENT_PRICE,
  INSTALMENTS,
  VIP_HOURLY_PRICE,
  WORKSHOP_PRICE,
} from '../../winter-workshop';
import { Lead, Offer, Offers, Price, Why } from './WorkshopsPage.styles';

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
        <Offer forwardedAs="li" aria-labelledby="offer-workshop">
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
        <Offer forwardedAs="li" aria-labelledby="offer-vip">
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
