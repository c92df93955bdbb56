import styled from 'styled-components';
import { Card, FallbackImage, media, VisuallyHidden } from 'shared-ui';
import { isLinkedInProfile, staff } from '../model/instructors';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Person = styled(Card).attrs({ as: 'article' })`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  height: 100%;
`;

const Portrait = styled(FallbackImage)`
  width: 120px;
  height: 150px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Role = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

/** The instructor and the copywriter: portrait, name, role, description and a social profile link. */
export function StaffList({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Name = headingLevel;
  return (
    <List>
      {staff.map((person) => (
        <li key={person.name}>
          <Person>
            <Portrait
              src={person.portraitImage}
              alt={`Portrait of ${person.name}`}
              width={120}
              height={150}
              loading="lazy"
            />
            <div>
              <Name>{person.name}</Name>
              <Role>{person.role}</Role>
              <p>{person.description}</p>
              {isLinkedInProfile(person.linkedin) && (
                <p>
                  <a href={person.linkedin} target="_blank" rel="noopener noreferrer">
                    LinkedIn profile
                    <VisuallyHidden>{` of ${person.name} (opens in a new tab)`}</VisuallyHidden>
                  </a>
                </p>
              )}
            </div>
          </Person>
        </li>
      ))}
    </List>
  );
}
