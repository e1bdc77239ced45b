/** The few jStat functions the insights use (jstat ships no types). */
declare module 'jstat' {
  interface JStat {
    studentt: {
      /** The cumulative distribution of Student's t with `dof` degrees of freedom at `x`. */
      cdf(x: number, dof: number): number;
    };
  }
  const jstat: { jStat: JStat };
  export default jstat;
}
