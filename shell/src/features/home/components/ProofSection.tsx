import { FallbackImage, PageContainer } from 'shared-ui';
import { EMPLOYERS, PROOF_POINTS } from '../model/homeContent';
import { SectionTitle } from './SectionTitle';
import styles from './ProofSection.module.css';

/** Why learn here, and where former students work. */
export function ProofSection() {
  return (
    <PageContainer as="section" aria-labelledby="home-proof-title">
      <SectionTitle id="home-proof-title">Why learners choose us</SectionTitle>
      <ul className={styles.points}>
        {PROOF_POINTS.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <h3 className={styles.caption}>Our students now work at</h3>
      <ul className={styles.logos}>
        {EMPLOYERS.map((employer) => (
          <li key={employer.name}>
            <FallbackImage src={employer.logo} alt={employer.name} width={140} height={40} loading="lazy" />
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
