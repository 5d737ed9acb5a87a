export { Button } from "./src/Button";
