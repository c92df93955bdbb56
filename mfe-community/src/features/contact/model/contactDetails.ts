/** The contact page's fixed content (the support e-mail and phone come from the runtime config's brand). */
export const contactDetails = {
  address: ['1200 Wilshire Boulevard, Suite 400', 'Los Angeles, CA 90017', 'United States'],
  hours: 'usually available 8am-6pm weekdays',
  social: [
    { name: 'YouTube', href: 'https://www.youtube.com/@pylearnacademy' },
    { name: 'Facebook', href: 'https://www.facebook.com/pylearnacademy' },
    { name: 'Instagram', href: 'https://www.instagram.com/pylearnacademy' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/pylearnacademy' },
  ],
} as const;
