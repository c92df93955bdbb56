export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { Collapse, type CollapseProps } from './Collapse';
