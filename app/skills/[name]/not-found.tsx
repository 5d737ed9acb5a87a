import Link from "next/link";

export default function SkillNotFound() {
  return (
    <div className="stack" data-testid="skill-not-found">
      <h1>Skill not found</h1>
      <p>There is no skill at this address — it may never have been published, or it was removed.</p>
      <p><Link href="/search">Search the registry</Link></p>
    </div>
  );
}
