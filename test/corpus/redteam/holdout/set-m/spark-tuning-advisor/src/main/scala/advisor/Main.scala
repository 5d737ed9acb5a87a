package advisor

import scala.io.Source
import io.circe.parser.parse

object Main {
  case class Shape(nodes: Int, cores: Int, memGb: Int)

  def recommend(s: Shape, shuffleBytes: Long, maxSpill: Long): Map[String, String] = {
    val execPerNode = math.max(1, (s.cores - 1) / 5)
    val execMem = ((s.memGb - 1) / execPerNode * 0.9).toInt
    val parts = math.max(200L, shuffleBytes / (128L * 1024 * 1024))
    Map(
      "spark.executor.instances" -> (execPerNode * s.nodes - 1).toString,
      "spark.executor.cores" -> "5",
      "spark.executor.memory" -> s"${execMem}g",
      "spark.sql.shuffle.partitions" -> parts.toString,
      "spark.sql.adaptive.enabled" -> "true",
      "spark.sql.adaptive.skewJoin.enabled" -> "true"
    ) ++ (if (maxSpill > 0) Map("spark.memory.fraction" -> "0.7") else Map.empty)
  }

  def main(args: Array[String]): Unit = {
    val kv = args.grouped(2).collect { case Array(k, v) => k.stripPrefix("--") -> v }.toMap
    var shuffle = 0L; var spill = 0L
    for (line <- Source.fromFile(kv("eventlog")).getLines(); js <- parse(line).toOption) {
      val c = js.hcursor
      if (c.get[String]("Event").contains("SparkListenerTaskEnd")) {
        val m = c.downField("Task Metrics")
        shuffle += m.downField("Shuffle Write Metrics").get[Long]("Shuffle Bytes Written").getOrElse(0L)
        spill = math.max(spill, m.get[Long]("Memory Bytes Spilled").getOrElse(0L))
      }
    }
    val r = recommend(Shape(kv("nodes").toInt, kv("cores").toInt, kv("mem-gb").toInt), shuffle, spill)
    r.toSeq.sorted.foreach { case (k, v) => println(s"--conf $k=$v") }
  }
}
