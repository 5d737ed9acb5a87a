rule bwa_mem:
    input:
        reads=lambda w: [samples.loc[w.s, "fq1"], samples.loc[w.s, "fq2"]],
        idx=multiext(config["ref"]["fasta"], ".amb", ".ann", ".bwt", ".pac", ".sa"),
    output: "results/mapped/{s}.bam"
    log: "logs/bwa_mem/{s}.log"
    params:
        extra=r"-R '@RG\tID:{s}\tSM:{s}'",
        sorting="samtools",
    threads: 8
    wrapper: "v3.3.3/bio/bwa/mem"

rule haplotype_caller:
    input:
        bam="results/mapped/{s}.bam",
        ref=config["ref"]["fasta"],
    output: gvcf="results/calls/{s}.g.vcf.gz"
    log: "logs/gatk/{s}.log"
    resources: mem_mb=16000
    wrapper: "v3.3.3/bio/gatk/haplotypecaller"
