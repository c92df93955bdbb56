import { VisuallyHidden } from 'shared-ui';
import { isLinkedInProfile, staff } from '../model/instructors';
import { List, Person, Portrait, Role } from './StaffList.styles';

/** The instructor and the copywriter: portrait, name, role, description and a social profile link. */
export function StaffList({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Name = headingLevel;
  return (
    <List>
      {staff.map((person) => (
        <li key={person.name}>
          <Person forwardedAs="article">
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
