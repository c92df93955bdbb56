// A component's stylesheet written as a CSS Module (`Card.module.css`): its default export maps each class in it to
// the name the build gave it (tooling/rspack: `css/auto`; under Jest each name is its own key).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
