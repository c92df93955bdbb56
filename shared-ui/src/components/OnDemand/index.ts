export { onDemand, useOnDemand, type Loading, type OnDemand } from './onDemand';
export { notArrived, OnDemandPart, type OnDemandPartProps } from './OnDemandPart';
