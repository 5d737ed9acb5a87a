name := "spark-tuning-advisor"
scalaVersion := "2.13.14"
libraryDependencies += "io.circe" %% "circe-parser" % "0.14.9"
