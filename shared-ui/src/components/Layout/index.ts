export { PageContainer, Stack, type ContainerSize, type PageContainerProps, type StackProps } from './Layout';
export { aboveBottomBars, BOTTOM_BARS_VAR, setBottomBarsHeight } from './bottomBars';
export { PRIMARY_ACTION_ATTRIBUTE, primaryAction, useCoversPrimaryAction } from './primaryActions';
