import { FallbackImage, PageContainer } from 'shared-ui';
import { EMPLOYERS, PROOF_POINTS } from '../model/homeContent';
import { SectionTitle } from './SectionTitle';
import { Caption, Logos, Points } from './ProofSection.styles';

/** Why learn here, and where former students work. */
export function ProofSection() {
  return (
    <PageContainer as="section" aria-labelledby="home-proof-title">
      <SectionTitle id="home-proof-title">Why learners choose us</SectionTitle>
      <Points>
        {PROOF_POINTS.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </Points>
      <Caption>Our students now work at</Caption>
      <Logos>
        {EMPLOYERS.map((employer) => (
          <li key={employer.name}>
            <FallbackImage src={employer.logo} alt={employer.name} width={140} height={40} loading="lazy" />
          </li>
        ))}
      </Logos>
    </PageContainer>
  );
}
