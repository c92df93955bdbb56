import { dialNumber, useRuntimeConfig } from 'shared-events';
import { Card, PageContainer, VisuallyHidden } from 'shared-ui';
import { contactDetails } from '../model/contactDetails';
import styles from './ContactPage.module.css';
import { ContactForm } from './ContactForm';

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
      <div className={styles.intro}>
        <h1>Contact Us</h1>
        <p>Questions about the courses, your account or the workshops? We are happy to help.</p>
      </div>
      <div className={styles.layout}>
        <div>
          <Card as="section" className={styles.details} aria-label="Contact details">
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
              <ul className={styles.socials}>
                {contactDetails.social.map((network) => (
                  <li key={network.name}>
                    <a href={network.href} target="_blank" rel="noopener noreferrer">
                      {network.name}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </Card>
        </div>
        <ContactForm />
      </div>
    </PageContainer>
  );
}
