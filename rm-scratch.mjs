import remark from "remark";
import gfm from "remark-gfm";
import footnotes from "remark-footnotes";
const proc = remark().use(gfm).use(footnotes, { inlineNotes: true });
const time = (label, s) => { const t = performance.now(); proc.runSync(proc.parse(s)); console.log(label, s.length, Math.round(performance.now() - t)); };
time("warm", "# a\n\n*b* [c](d)\n".repeat(200));
const table = ["| a | b | c | d | e | f |", "|---|---|---|---|---|---|", ...Array.from({ length: 400 }, (_, i) => `| ${i} | x*y | [l](u) | \`c\` | e | f |`)].join("\n");
time("table400", table);
for (const n of [128, 256, 512, 1000]) for (const unit of ["*_", "[]", "a*", "<", "|a|\n"]) {
  const para = unit.repeat(Math.ceil(n / unit.replace(/[a\n]/g, "").length));
  const body = Array.from({ length: Math.floor(100000 / (para.length + 2)) }, () => para).join("\n\n");
  time(`body100K ${n} ${JSON.stringify(unit)}`, body);
}
