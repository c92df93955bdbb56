import { Link } from 'react-router-dom';
import { FallbackImage, VisuallyHidden } from 'shared-ui';
import { instructor, isLinkedInProfile } from '../../instructors';
import styles from './InstructorsTab.module.css';

export function InstructorsTab() {
  return (
    <div className={styles.profile}>
      <FallbackImage
        className={styles.portrait}
        src={instructor.squareImage}
        alt={`Portrait of ${instructor.name}`}
        width={160}
        height={160}
      />
      <div>
        <h2>{instructor.name}</h2>
        <p className={styles.role}>{instructor.role}</p>
        <p>{instructor.description}</p>
        <p className={styles.links}>
          {isLinkedInProfile(instructor.linkedin) && (
            <a href={instructor.linkedin} target="_blank" rel="noopener noreferrer">
              {`${instructor.name} on LinkedIn`}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
          <Link to="/about">{`More about ${instructor.name}`}</Link>
        </p>
      </div>
    </div>
  );
}
