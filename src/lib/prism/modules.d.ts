// prismjs ships its language components as side-effect scripts without types.
declare module 'prismjs/components/*'
