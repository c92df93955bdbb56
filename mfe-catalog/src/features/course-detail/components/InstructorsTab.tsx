import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FallbackImage, VisuallyHidden } from 'shared-ui';
import { instructor, isLinkedInProfile } from '../../instructors';

const Profile = styled.div`
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: 575.98px) {
    grid-template-columns: 1fr;
  }
`;

const Portrait = styled(FallbackImage)`
  width: 160px;
  height: 160px;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

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
