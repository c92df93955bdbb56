import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'shared-ui';
import { instructor, isLinkedInProfile } from '../../instructors';
import { Links, Portrait, Profile, Role } from './InstructorsTab.styles';

export function InstructorsTab() {
  return (
    <Profile>
      <Portrait
        src={instructor.squareImage}
        alt={`Portrait of ${instructor.name}`}
        width={160}
        height={160}
      />
      <div>
        <h2>{instructor.name}</h2>
        <Role>{instructor.role}</Role>
        <p>{instructor.description}</p>
        <Links>
          {isLinkedInProfile(instructor.linkedin) && (
            <a href={instructor.linkedin} target="_blank" rel="noopener noreferrer">
              {`${instructor.name} on LinkedIn`}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
          <Link to="/about">{`More about ${instructor.name}`}</Link>
        </Links>
      </div>
    </Profile>
  );
}
