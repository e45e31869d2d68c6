// See ./index.ts. Free webpack runtime variables, resolved by the bundler.
declare const __webpack_require__: { gca?: (chunkName: string) => string }
declare const __webpack_public_path__: string
declare const __webpack_get_script_filename__: (chunkId: string) => string

// A chunk's id is its name, so its URL needs no lookup table.
__webpack_require__.gca ??= (chunkName) => __webpack_public_path__ + __webpack_get_script_filename__(chunkName)

export {}
