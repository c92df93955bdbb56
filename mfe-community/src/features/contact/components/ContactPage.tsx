import { dialNumber, useRuntimeConfig } from 'shared-events';
import { PageContainer, VisuallyHidden } from 'shared-ui';
import { contactDetails } from '../model/contactDetails';
import { ContactForm } from './ContactForm';
import { Details, Intro, Layout, Socials } from './ContactPage.styles';

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
          <Details forwardedAs="section" aria-label="Contact details">
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
