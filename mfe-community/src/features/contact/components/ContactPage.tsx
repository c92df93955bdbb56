import styled from 'styled-components';
import { dialNumber, useRuntimeConfig } from 'shared-platform';
import { Card, PageContainer, VisuallyHidden, media } from 'shared-ui';
import { contactDetails } from '../model/contactDetails';
import { ContactForm } from './ContactForm';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 20rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  padding-top: ${({ theme }) => theme.space.lg};

  ${media.below('large')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Intro = styled.div`
  padding-top: ${({ theme }) => theme.space.xl};
`;

const Details = styled(Card)`
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  address {
    font-style: normal;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /contact: address, phone, two support contacts, social links and the contact form. */
export default function ContactPage() {
  const { brand } = useRuntimeConfig();
  const support = [
    { label: 'Course and account support', subject: 'Course support', email: brand.supportEmail },
    {
      label: 'Billing and enrolments',
      subject: 'Billing question',
      email: brand.billingEmail ?? brand.supportEmail,
    },
  ];
  return (
    <PageContainer>
      <Intro>
        <h1>Contact Us</h1>
        <p>Questions about the courses, your account or the workshops? We are happy to help.</p>
      </Intro>
      <Layout>
        <div>
          <Details as="section" aria-label="Contact details">
            <div>
              <h2>Address</h2>
              <address>
                {brand.siteName}
                {contactDetails.address.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            </div>
            <div>
              <h2>Phone</h2>
              {brand.phone && <a href={`tel:${dialNumber(brand.phone)}`}>{brand.phone}</a>}
              <p>Note: {contactDetails.hours}.</p>
            </div>
            <div>
              <h2>Support</h2>
              <ul>
                {support.map((contact) => (
                  <li key={contact.label}>
                    {contact.label}:{' '}
                    <a href={`mailto:${contact.email}?subject=${encodeURIComponent(contact.subject)}`}>
                      {contact.email}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2>Follow Us</h2>
              <Socials>
                {contactDetails.social.map((network) => (
                  <li key={network.name}>
                    <a href={network.href} target="_blank" rel="noopener noreferrer">
                      {network.name}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </Socials>
            </div>
          </Details>
        </div>
        <ContactForm />
      </Layout>
    </PageContainer>
  );
}
