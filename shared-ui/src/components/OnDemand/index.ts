export { onDemand, useOnDemand, type Loading, type OnDemand } from './onDemand';
export { OnDemandPart, type OnDemandPartProps } from './OnDemandPart';
