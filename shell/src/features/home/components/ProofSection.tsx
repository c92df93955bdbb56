import styled from 'styled-components';
import { FallbackImage, media, PageContainer } from 'shared-ui';
import { EMPLOYERS, PROOF_POINTS } from '../model/homeContent';
import { SectionTitle } from './SectionTitle';

const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }

  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  img {
    width: 140px;
    height: 40px;
  }
`;

const Caption = styled.h3`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

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
