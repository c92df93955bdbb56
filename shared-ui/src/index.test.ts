import * as ui from './index';

test('exports the theme and every component', () => {
  const names = [
    'theme',
    'media',
    'breakpoints',
    'GlobalStyle',
    'ThemeProvider',
    'Accordion',
    'Collapse',
    'Button',
    'Card',
    'Carousel',
    'FallbackImage',
    'ErrorText',
    'SuccessText',
    'TextField',
    'TextArea',
    'Select',
    'Checkbox',
    'Switch',
    'PageContainer',
    'primaryAction',
    'useCoversPrimaryAction',
    'Stack',
    'Lightbox',
    'Modal',
    'useIsAnyModalOpen',
    'ProgressBar',
    'Rating',
    'RatingInput',
    'RegionFallback',
    'Spinner',
    'Tabs',
    'VisuallyHidden',
  ];
  for (const name of names) expect(ui).toHaveProperty(name);
});
