// Test-server packages without type declarations (devDependencies, used only by tests).
declare module "express-pouchdb";
declare module "pouchdb-adapter-memory";
declare module "express";
declare module "pouchdb";
