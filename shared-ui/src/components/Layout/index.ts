export { PageContainer, Stack, type ContainerSize, type PageContainerProps, type StackProps } from './Layout';
