export * from './route-table';
export * from './paths';
export * from './remote-contract';
export * from './first-requests';
